import type { EcommerceArea } from '../flags/feature-flags';

/**
 * The route table of spec 1 §2 (plus the profile area), '{x}' a parameter and '{x?}' an optional one.
 * A test checks that every one of them has an owner in ROUTE_OWNERSHIP.
 */
export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/aulas-ao-vivo',
  '/aulas-ao-vivo/resultado-pesquisa',
  '/auth',
  '/baixar-o-app',
  '/cadernos-e-simulados',
  '/cadernos-e-simulados/cadernos/{id?}',
  '/cadernos-e-simulados/simulados/{id?}',
  '/cast',
  '/cast/favorites',
  '/cast/resultado-pesquisa',
  '/cast/album/{id?}',
  '/cast/shelf/{id?}',
  '/cursos',
  '/cursos/{category}',
  '/cursos/busca/{searchTerm?}',
  '/cursos/carrinho',
  '/cursos/checkout',
  '/cursos/manutencao',
  '/cursos/sucesso/{order?}',
  '/cursos/sucesso/recorrencia/{recurrence?}',
  '/cursos-para-voce',
  '/curso/{slug?}',
  '/destaques',
  '/destaques/destaques-cj',
  '/destaques/destaques-med',
  '/destaques/destaques-oab',
  '/destaques/destaques-vest',
  '/discursivas',
  '/discursivas/{slug}',
  '/discursivas/categorias/{name}',
  '/estudos-em-andamento',
  '/explorar',
  '/favoritos',
  '/garanta-acesso-completo',
  '/mesa-de-estudo',
  '/mesa-de-estudo/live/{linkID?}',
  '/meu-desempenho',
  '/monitorias',
  '/monitorias/{slug}',
  '/monitorias/estante/{tipo}',
  '/objetivos',
  '/objetivos/{id}',
  '/objetivos/{id}/conteudo',
  '/objetivos/bem-vindo',
  '/objetivos/novo-objetivo',
  '/objetivos/resultado-pesquisa',
  '/objetivos/estante/{id?}',
  '/performance',
  '/rankings',
  '/rankings/{id}',
  '/rankings/{id}/submit',
  '/redacoes',
  '/sala-vip',
  '/sala-vip/{slug?}',
  '/sala-vip/estante/{tipo}',
  '/todos-os-cursos',
  '/todos-os-cursos/{slug}',
  '/todos-os-cursos/personalizados',
  '/todos-os-cursos/resultado-pesquisa',
  '/todos-os-cursos/categorias/{name}',
  '/todos-os-cursos/categorias/{name?}/{id}',
  '/todos-os-cursos/estante/{id}',
  '/todos-os-cursos/estante/{id?}/{type}',
  '/trilhas-estrategicas',
  '/trilhas-estrategicas/{slug?}',
  '/trilhas-estrategicas/estante/{tipo}',
  '/trilhas-estrategicas/resultado-pesquisa',
  '/trilhas-interativas/{slug}',
  '/trilhas-interativas/{slug?}/painel',
  '/trilhas-interativas/print',
  '/ldi/{slug}',
  '/ldi-personalizado/{slug}',
  '/ldi/pdf',
  '/ldi/print',
  '/ldi/print-test',
  '/questoes/{id?}',
  '/questoes/buscar',
  '/questoes/listagem',
  '/questoes/resultado-pesquisa',
  '/public/questoes/{slug?}',
  '/recorrencia/{id?}',
  '/webcast/*',
  '/resultado-pesquisa/{searchText}',
  '/meu-perfil',
  '/minhas-compras',
  '/cancelar-compras',
];

/** Paths the shell itself sends people to. */
export const SHELL_PATHS = {
  /** home of the navigation layout (logo, disabled-flag redirect) */
  home: '/mesa-de-estudo',
  auth: '/auth',
  downloadApp: '/baixar-o-app',
  upsell: '/garanta-acesso-completo',
  coursesMaintenance: '/cursos/manutencao/',
  questionsSearch: '/questoes/buscar',
  notFound: '/404',
  serverError: '/500',
  underMaintenance: '/503',
} as const;

/** The upsell page for an area the user is not entitled to (entitlement guard of spec 1 §2). */
export function upsellPath(area: EcommerceArea): string {
  return `${SHELL_PATHS.upsell}?horizontal=${encodeURIComponent(area)}`;
}

/** The first path segment ('' for '/'), used for the active side-menu item and the 404 variant. */
export function firstPathSegment(pathname: string): string {
  return (
    pathname
      .split(/[?#]/)[0]
      ?.split('/')
      .find((segment) => segment !== '') ?? ''
  );
}
