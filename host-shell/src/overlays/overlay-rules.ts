import type { LoggedUser, VerticalId } from 'shared-contracts';

/** The kinds the shell's modals show; cast-redirect and cast-close belong to the audio dock. */
export type OverlayModalKind = 'report' | 'questions-terms' | 'beta-tester';
export const OVERLAY_KINDS: readonly string[] = ['report', 'questions-terms', 'beta-tester'];

/** Spec 1 §4: the questions terms on concursos only, for a user with access who has not accepted. */
export function needsQuestionsTerms(user: LoggedUser | null, vertical: VerticalId): boolean {
  return vertical === 'concursos' && !!user && user.has_questions_access && !user.terms_accepted;
}

/** Spec 1 §4: the beta invitation while the status is pendente. */
export function needsBetaInvitation(user: LoggedUser | null): boolean {
  return user?.betaTester === 'pendente';
}
