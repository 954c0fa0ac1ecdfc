/** Feature state of the shell (spec 1 §3) and the bodies of the feature endpoints (spec 1 §7). */
import type { EcommerceArea, FeatureFlag } from '../flags/feature-flags';

/** flag → on/off (home_plan_* flags, area flags, new_products_catalog, maintenance flags, ...) */
export type FeaturesMap = Partial<Record<FeatureFlag, boolean>> & Record<string, boolean>;

/** A/B features: flag → rollout percentage 0..100 (see abRolloutEnabled) */
export type FeaturesAbMap = Record<string, number>;

/** One e-commerce entitlement. */
export interface EcommerceFeature {
  active: boolean;
}

/** area → entitlement (GET /bff/ecommerce data.status) */
export type EcommerceFeatures = Partial<Record<EcommerceArea, EcommerceFeature>>;

/** What the shell keeps about features. */
export interface FeatureState {
  features: FeaturesMap;
  featuresAB: FeaturesAbMap;
  /** set once after the first fetch */
  loaded: boolean;
  featuresEcommerce: EcommerceFeatures;
  shouldOpenModal: boolean;
}

/** GET /bff/features */
export interface FeaturesResponse {
  data: FeaturesMap;
}

/** GET /bff/features/ab */
export interface FeaturesAbResponse {
  data: FeaturesAbMap;
}

/** GET /bff/ecommerce (the shell reads data.status) */
export interface EcommerceFeaturesResponse {
  data: { status: EcommerceFeatures };
}

/** Maintenance flags: per-area (ldi, cursos) and the default one (spec 1 §2 rule 3). */
export interface MaintenanceFlags {
  ldi: boolean;
  cursos: boolean;
  default: boolean;
}

/** GET /bff/manutencao */
export interface MaintenanceResponse {
  data: MaintenanceFlags;
}

/** GET /bff/toggler/key/{key}: the key's value (a boolean) plus what some keys carry (title_side_menu). */
export interface TogglerKeyResponse {
  data: { value: boolean; title_side_menu?: string; [extra: string]: unknown };
}
