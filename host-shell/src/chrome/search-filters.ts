import { SEARCH_SECTION_FLAGS, type VerticalWording } from 'shared-contracts';

export interface SearchFilter {
  /** the search type ('' = every section) */
  type: string;
  label: string;
}

const FLAG_PREFIX = 'search_show_';

function labelOf(type: string, wording: VerticalWording): string {
  const labels: Record<string, string> = {
    objetivos: wording.objectives,
    cast: 'Cast',
    cursos: 'Cursos',
    cursosinterativos: 'Cursos interativos',
    monitorias: wording.tutorings,
    questoes: 'Questões',
    trilhasestrategicas: 'Trilhas estratégicas',
    aovivo: 'Aulas ao vivo',
  };
  return labels[type] ?? type;
}

/** The filter selector's choices: 'Tudo' and each section type whose search_show_* flag is on. */
export function searchFilters(
  features: Readonly<Record<string, boolean>>,
  wording: VerticalWording,
): SearchFilter[] {
  const sections = SEARCH_SECTION_FLAGS.filter((flag) => features[flag] === true).map((flag) => {
    const type = flag.slice(FLAG_PREFIX.length);
    return { type, label: labelOf(type, wording) };
  });
  return [{ type: '', label: 'Tudo' }, ...sections];
}
