import {
  ECOMMERCE_AREAS,
  FEATURE_FLAGS,
  isKnownFeatureFlag,
  type EcommerceArea,
  type FeatureFlag,
} from 'shared-contracts';

/**
 * The home_plan_* blocks of the study table the dev BFF answers (the spec leaves the family open; any
 * other home_plan_<name> is accepted by the control API too).
 */
export const HOME_PLAN_FLAGS = ['home_plan_banner', 'home_plan_goals', 'home_plan_upselling'] as const;

/** Every flag of GET /bff/features: the contract's names plus the home_plan_* ones above. */
export const BFF_FEATURE_FLAGS: readonly FeatureFlag[] = [...FEATURE_FLAGS, ...HOME_PLAN_FLAGS];

/** A switch of the platform state, not a feature: "every flag on" leaves it off; it follows maintenance. */
const MAINTENANCE_ECOMMERCE_FLAG: FeatureFlag = 'maintenance_ecommerce';

export function isBffFeatureFlag(name: string): name is FeatureFlag {
  return isKnownFeatureFlag(name) || /^home_plan_[a-z0-9_]+$/.test(name);
}

/**
 * Every flag for one student: the student's override, else on, except maintenance_ecommerce which
 * follows the ecommerce switch of PUT /__control/maintenance.
 */
export function resolveFeatures(
  overrides: Record<string, boolean>,
  maintenanceEcommerce: boolean,
): Record<string, boolean> {
  const resolved: Record<string, boolean> = {};
  for (const flag of [...BFF_FEATURE_FLAGS, ...Object.keys(overrides)]) {
    resolved[flag] = overrides[flag] ?? (flag === MAINTENANCE_ECOMMERCE_FLAG ? maintenanceEcommerce : true);
  }
  return resolved;
}

/** Every feature flag set to `value`, the maintenance switch left out: seeds student overrides. */
export function allFlags(value: boolean): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const flag of BFF_FEATURE_FLAGS) if (flag !== MAINTENANCE_ECOMMERCE_FLAG) flags[flag] = value;
  return flags;
}

/** Every e-commerce entitlement area set to `active`. */
export function allEcommerceAreas(active: boolean): Record<EcommerceArea, boolean> {
  const areas = {} as Record<EcommerceArea, boolean>;
  for (const area of ECOMMERCE_AREAS) areas[area] = active;
  return areas;
}
