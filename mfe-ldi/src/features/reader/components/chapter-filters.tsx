import { Checkbox } from 'shared-design-system';
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
    <fieldset
      css={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space.md,
        margin: 0,
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <legend css={(theme) => ({ padding: `0 ${theme.space.xs}px`, fontWeight: 600 })}>
        Mostrar no capítulo
      </legend>
      {BLOCK_FILTERS.map((filter) => (
        <Checkbox
          key={filter.key}
          label={filter.label}
          checked={value[filter.key]}
          onChange={(event) => onChange({ ...value, [filter.key]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}
