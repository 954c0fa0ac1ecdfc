import type { EcommerceArea } from 'shared-contracts';

/**
 * Spec 1 §7: the satisfaction survey "runs only if e-commerce features allow". Read here as: the student
 * has at least one active e-commerce area (a customer, whose answer the survey is about); before the
 * e-commerce status has loaded, or without any active area, no survey is shown or sent.
 */
export function surveyAllowed(ecommerce: Partial<Record<EcommerceArea, boolean>>): boolean {
  return Object.values(ecommerce).some((active) => active === true);
}
