import type { Discursive } from 'shared-contracts';

/** Closed once available_until has passed (spec 3 §4); an unreadable date counts as closed. */
export function isClosed(discursive: Pick<Discursive, 'available_until'>, now: number = Date.now()): boolean {
  const until = Date.parse(discursive.available_until);
  return Number.isNaN(until) || until < now;
}

/** Submissions allowed in all: the first one plus the additional limit. */
export function submissionLimit(discursive: Pick<Discursive, 'additional_submission_limit'>): number {
  return 1 + Math.max(0, discursive.additional_submission_limit);
}

/** Submissions the student can still send (never negative). */
export function submissionsLeft(
  discursive: Pick<Discursive, 'additional_submission_limit' | 'submissions'>,
): number {
  return Math.max(0, submissionLimit(discursive) - discursive.submissions.length);
}
