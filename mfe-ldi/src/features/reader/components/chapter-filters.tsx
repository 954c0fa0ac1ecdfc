import { FilterChecks } from 'shared-design-system/area';
import { BLOCK_FILTERS } from '../../../constants';
import type { BlockFilterState } from '../state/block-filters';

/** The chapter filters (Vídeos, Textos, Questões, Casts, Anexos) as checkboxes. */
export function ChapterFilters({
  value,
  onChange,
}: {
  value: BlockFilterState;
  onChange: (next: BlockFilterState) => void;
}) {
  return (
    <FilterChecks
      legend="Mostrar no capítulo"
      options={BLOCK_FILTERS}
      value={value}
      onChange={onChange}
      framed
    />
  );
}
