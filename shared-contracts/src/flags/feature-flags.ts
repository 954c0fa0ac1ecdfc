/**
 * Feature flag names (spec 1 §3) and the guard tables of spec 1 §2, as data.
 */
import type { BetaTesterStatus } from '../dto/user';

/** Flags that gate an area (feature-flag guard and side menu). */
export const AREA_FLAGS = [
  'study_table',
  'my_courses',
  'questions',
  'notebooks',
  'strategic_trails',
  'cast',
  'tutorings',
  'vip_room',
  'new_products_catalog',
  'discursives',
  'goals',
  'ongoing_studies',
] as const;

/** Flags of the global-search result sections. */
export const SEARCH_SECTION_FLAGS = [
  'search_show_objetivos',
  'search_show_cast',
  'search_show_cursos',
  'search_show_cursosinterativos',
  'search_show_monitorias',
  'search_show_questoes',
  'search_show_trilhasestrategicas',
  'search_show_aovivo',
] as const;

/**
 * Every flag name the front end reads. The last group gates side-menu items whose flag the spec does not
 * name (/meu-desempenho, /redacoes, /rankings, /explorar, /cursos); the names were chosen here.
 */
export const FEATURE_FLAGS = [
  'vertical_menu_general',
  'vertical_menu_concursos',
  'vertical_menu_medicina',
  'vertical_menu_militar',
  'vertical_menu_oab',
  'vertical_menu_vestibulares',
  'profile_menu_general',
  'profile_menu_my_account',
  'profile_menu_my_purchases',
  'profile_menu_cancel_purchases',
  'profile_menu_settings',
  'profile_menu_help',
  'profile_menu_logout',
  'ldi_notification',
  'dark_mode',
  'favorites_menu',
  'notifications_menu',
  'new_search',
  'maintenance_ecommerce',
  ...SEARCH_SECTION_FLAGS,
  ...AREA_FLAGS,
  'my_performance',
  'essays',
  'rankings',
  'goals_explorer',
  'courses_catalog',
] as const;

/** A flag named in FEATURE_FLAGS. */
export type KnownFeatureFlag = (typeof FEATURE_FLAGS)[number];

/** A feature flag key; the home_plan_* family is open-ended (spec 1 §3). */
export type FeatureFlag = KnownFeatureFlag | `home_plan_${string}`;

/** Whether a string is a flag named in FEATURE_FLAGS. */
export function isKnownFeatureFlag(value: string): value is KnownFeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

/** E-commerce entitlement areas (GET /bff/ecommerce), also the `horizontal` of the upsell page. */
export const ECOMMERCE_AREAS = [
  'questoes',
  'monitorias',
  'cast',
  'sala-vip',
  'trilhas',
  'discursivas',
  'redacoes',
  'objetivos',
] as const;

/** An e-commerce entitlement area. */
export type EcommerceArea = (typeof ECOMMERCE_AREAS)[number];

/** Whether a string is an e-commerce area. */
export function isEcommerceArea(value: string): value is EcommerceArea {
  return (ECOMMERCE_AREAS as readonly string[]).includes(value);
}

/** Feature-flag guard: path prefix → flag; a disabled flag redirects to /mesa-de-estudo (spec 1 §2). */
export const FLAG_GUARD_PREFIXES: readonly { prefix: string; flag: KnownFeatureFlag }[] = [
  { prefix: '/mesa-de-estudo', flag: 'study_table' },
  { prefix: '/todos-os-cursos', flag: 'my_courses' },
  { prefix: '/questoes', flag: 'questions' },
  { prefix: '/cadernos-e-simulados', flag: 'notebooks' },
  { prefix: '/trilhas-estrategicas', flag: 'strategic_trails' },
  { prefix: '/cast', flag: 'cast' },
  { prefix: '/monitorias', flag: 'tutorings' },
  { prefix: '/sala-vip', flag: 'vip_room' },
  { prefix: '/catalogo-produtos', flag: 'new_products_catalog' },
  { prefix: '/discursivas', flag: 'discursives' },
  { prefix: '/objetivos', flag: 'goals' },
  { prefix: '/estudos-em-andamento', flag: 'ongoing_studies' },
];

/** Entitlement guard: path prefix → e-commerce area; not active redirects to the upsell page (spec 1 §2). */
export const ENTITLEMENT_GUARD_PREFIXES: readonly { prefix: string; area: EcommerceArea }[] = [
  { prefix: '/questoes', area: 'questoes' },
  { prefix: '/cadernos-e-simulados', area: 'questoes' },
  { prefix: '/monitorias', area: 'monitorias' },
  { prefix: '/cast', area: 'cast' },
  { prefix: '/sala-vip', area: 'sala-vip' },
  { prefix: '/trilhas-estrategicas', area: 'trilhas' },
  { prefix: '/discursivas', area: 'discursivas' },
  { prefix: '/redacoes', area: 'redacoes' },
  { prefix: '/objetivos', area: 'objetivos' },
];

/** Paths that pass every guard (spec 1 §2 rule 5); '/destaques', '/cursos', '/curso' with what is below them. */
export const UNGUARDED_PATHS: readonly string[] = ['/', '/destaques', '/cursos', '/curso'];

export { maintenanceAreaForPath, type MaintenanceArea } from './maintenance-area';

/** Segment-wise prefix test ('/cast' matches '/cast' and '/cast/x', never '/castelo'). */
function startsWithSegments(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The flag guarding a path, or null. */
export function flagForPath(pathname: string): KnownFeatureFlag | null {
  return FLAG_GUARD_PREFIXES.find(({ prefix }) => startsWithSegments(pathname, prefix))?.flag ?? null;
}

/** The e-commerce area a path needs, or null. */
export function entitlementAreaForPath(pathname: string): EcommerceArea | null {
  return ENTITLEMENT_GUARD_PREFIXES.find(({ prefix }) => startsWithSegments(pathname, prefix))?.area ?? null;
}

/** Beta is active when the user accepted it or it is mandatory (spec 1 §3). */
export function isBetaActive(status: BetaTesterStatus | null | undefined): boolean {
  return status === 'aceito_ativo' || status === 'ativo_obrigatorio';
}

/**
 * The A/B rollout rule of spec 1 §5: above 99 % on for everyone, below 1 % off; otherwise on when the last
 * hex digit of the user id, plus one, is at most round(percentage × 0.16). A numeric id is written in hex
 * first (16 even buckets); a string id (already hex) uses its last character.
 */
export function abRolloutEnabled(percentage: number, userId: number | string): boolean {
  if (percentage > 99) return true;
  if (percentage < 1) return false;
  const hex = typeof userId === 'number' ? Math.abs(Math.trunc(userId)).toString(16) : userId.trim();
  const digit = Number.parseInt(hex.slice(-1), 16);
  if (Number.isNaN(digit)) return false;
  return digit + 1 <= Math.round(percentage * 0.16);
}
