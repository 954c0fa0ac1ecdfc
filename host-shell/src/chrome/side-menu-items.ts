import type { FeatureFlag, VerticalId, VerticalWording } from 'shared-contracts';

export interface SideMenuItem {
  path: string;
  label: string;
  /** shown only when this flag is on (spec 1 §2: every item has one) */
  flag: FeatureFlag;
  /** external address that replaces the path */
  href?: string;
  newTab?: boolean;
  /** every item carries the access role 'ignore' (spec 1 §2 Side menu) */
  accessRole: 'ignore';
}

/** Where '/cursos-para-voce' goes for concursos (an external catalogue, spec 1 §2). */
export const CONCURSOS_PRODUCT_CATALOGUE_URL = 'https://www.estrategiaconcursos.com.br/cursos/';
export const EXPLORER_DEFAULT_TITLE = 'Explorar';

export interface SideMenuContext {
  vertical: VerticalId;
  wording: VerticalWording;
  isEnabled: (flag: FeatureFlag) => boolean;
  /** the goals explorer title from the toggler (data.title_side_menu) */
  explorerTitle: string | null;
}

/** The side menu of spec 1 §2, in order, filtered by flag, with the per-vertical labels and the new_search rule. */
export function sideMenuItems(context: SideMenuContext): SideMenuItem[] {
  const { vertical, wording, isEnabled, explorerTitle } = context;
  const newSearch = isEnabled('new_search');
  const items: SideMenuItem[] = [
    { path: '/mesa-de-estudo', label: 'Mesa de estudo', flag: 'study_table', accessRole: 'ignore' },
    {
      path: '/estudos-em-andamento',
      label: 'Estudos em andamento',
      flag: 'ongoing_studies',
      accessRole: 'ignore',
    },
    { path: '/objetivos', label: wording.objectives, flag: 'goals', accessRole: 'ignore' },
    // with new_search the goals item is hidden and my courses takes the goals title
    {
      path: '/todos-os-cursos',
      label: newSearch ? wording.objectives : 'Meus cursos',
      flag: 'my_courses',
      accessRole: 'ignore',
    },
    {
      path: '/explorar',
      label: explorerTitle ?? EXPLORER_DEFAULT_TITLE,
      flag: 'goals_explorer',
      accessRole: 'ignore',
    },
    { path: '/questoes/buscar', label: 'Questões', flag: 'questions', accessRole: 'ignore' },
    {
      path: '/cadernos-e-simulados',
      label: wording.notebooksAndExams,
      flag: 'notebooks',
      accessRole: 'ignore',
    },
    { path: '/meu-desempenho', label: 'Meu desempenho', flag: 'my_performance', accessRole: 'ignore' },
    { path: '/discursivas', label: wording.discursives, flag: 'discursives', accessRole: 'ignore' },
    { path: '/redacoes', label: 'Redações', flag: 'essays', accessRole: 'ignore' },
    { path: '/rankings', label: 'Rankings', flag: 'rankings', accessRole: 'ignore' },
    {
      path: '/trilhas-estrategicas',
      label: 'Trilhas estratégicas',
      flag: 'strategic_trails',
      accessRole: 'ignore',
    },
    { path: '/cast', label: 'Cast', flag: 'cast', accessRole: 'ignore' },
    { path: '/monitorias', label: wording.tutoring, flag: 'tutorings', accessRole: 'ignore' },
    { path: '/sala-vip', label: 'Sala VIP', flag: 'vip_room', accessRole: 'ignore' },
    { path: '/cursos', label: 'Catálogo de cursos', flag: 'courses_catalog', accessRole: 'ignore' },
    {
      path: '/cursos-para-voce',
      label: 'Cursos para você',
      // the product catalogue's flag (spec 1 §2 guards: /catalogo-produtos new_products_catalog)
      flag: 'new_products_catalog',
      newTab: true,
      ...(vertical === 'concursos' ? { href: CONCURSOS_PRODUCT_CATALOGUE_URL } : {}),
      accessRole: 'ignore',
    },
  ];
  return items.filter((item) => {
    if (newSearch && item.path === '/objetivos') return false;
    if (item.path === '/explorar' && explorerTitle === null) return false;
    return isEnabled(item.flag);
  });
}

/** The active item is the one whose first path segment matches the current path's. */
export function isActiveItem(itemPath: string, currentPath: string): boolean {
  const first = (path: string) => path.split('/').filter(Boolean)[0] ?? '';
  return first(itemPath) === first(currentPath);
}
