import type { TrackedEventInput } from './catalogue';

/** The outcome of validateTrackedEvent: the event, or why it was rejected. */
export type TrackedEventValidation =
  { valid: true; event: TrackedEventInput } | { valid: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Event tracking rule of spec 1 §5: type, a non-empty target (string or array) and context are needed;
 * every target element needs type and id.
 */
export function validateTrackedEvent(event: unknown): TrackedEventValidation {
  if (!isRecord(event)) return { valid: false, reason: 'event is not an object' };
  if (!isNonEmptyString(event.type)) return { valid: false, reason: 'type is required' };
  const { target } = event;
  if (Array.isArray(target)) {
    if (target.length === 0) return { valid: false, reason: 'target is empty' };
    const badIndex = target.findIndex(
      (element) =>
        !isRecord(element) ||
        !isNonEmptyString(element.type) ||
        !(isNonEmptyString(element.id) || (typeof element.id === 'number' && Number.isFinite(element.id))),
    );
    if (badIndex !== -1) return { valid: false, reason: `target[${badIndex}] needs type and id` };
  } else if (!isNonEmptyString(target)) {
    return { valid: false, reason: 'target is required' };
  }
  if (!isNonEmptyString(event.context)) return { valid: false, reason: 'context is required' };
  if (event.meta !== undefined && !isRecord(event.meta))
    return { valid: false, reason: 'meta must be an object' };
  return { valid: true, event: event as unknown as TrackedEventInput };
}

/** Type guard form of validateTrackedEvent. */
export function isTrackedEventInput(value: unknown): value is TrackedEventInput {
  return validateTrackedEvent(value).valid;
}
