import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { usePlatform, type LoggedUser, type ModalRequest, type VerticalId } from 'shared-contracts';
import { underMaintenanceAtom, userAtom } from '../state/shell-store';
import { BetaTesterModal } from './beta-tester-modal';
import { DownloadsStrip } from './downloads-strip';
import { GlobalAlertBanner } from './global-alert';
import { MaintenancePage } from './maintenance-page';
import { QuestionsTermsModal } from './questions-terms-modal';
import { ReportModal } from './report-modal';

/** The kinds this mount point shows; cast-redirect and cast-close belong to the audio dock. */
type OverlayModalKind = 'report' | 'questions-terms' | 'beta-tester';
const OVERLAY_KINDS: readonly string[] = ['report', 'questions-terms', 'beta-tester'];

/** Spec 1 §4: the questions terms on concursos only, for a user with access who has not accepted. */
export function needsQuestionsTerms(user: LoggedUser | null, vertical: VerticalId): boolean {
  return vertical === 'concursos' && !!user && user.has_questions_access && !user.terms_accepted;
}

/** Spec 1 §4: the beta invitation while the status is pendente. */
export function needsBetaInvitation(user: LoggedUser | null): boolean {
  return user?.betaTester === 'pendente';
}

/**
 * The shell's overlays (loaded after the chrome's first paint): global alert, the terms and beta modals
 * (one at a time: terms first, since they gate the questions), the report modal remotes ask for, the
 * downloads strip and the 503 page.
 */
export default function ShellOverlays() {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  const [requested, setRequested] = useState<ModalRequest | null>(null);
  // automatic modals the student closed without choosing stay closed for this page
  const [closed, setClosed] = useState<ReadonlySet<OverlayModalKind>>(new Set());
  const maintenance = useAtomValue(underMaintenanceAtom);

  useEffect(() => {
    const modals = platform.bus.on('modal:open').subscribe((request) => {
      if (OVERLAY_KINDS.includes(request.kind)) setRequested(request);
    });
    return () => modals.unsubscribe();
  }, [platform]);

  const close = (kind: OverlayModalKind) => {
    setClosed((current) => new Set(current).add(kind));
    setRequested((current) => (current?.kind === kind ? null : current));
  };

  let modal: React.ReactNode = null;
  if (requested?.kind === 'report') {
    modal = <ReportModal data={requested.data} onClose={() => close('report')} />;
  } else if (
    requested?.kind === 'questions-terms' ||
    (needsQuestionsTerms(user, platform.vertical.id) && !closed.has('questions-terms'))
  ) {
    modal = user && <QuestionsTermsModal onClose={() => close('questions-terms')} />;
  } else if (requested?.kind === 'beta-tester' || (needsBetaInvitation(user) && !closed.has('beta-tester'))) {
    modal = user && <BetaTesterModal onClose={() => close('beta-tester')} />;
  }

  return (
    <>
      <GlobalAlertBanner />
      <DownloadsStrip />
      {maintenance ? <MaintenancePage message={maintenance.message} tag={maintenance.tag} /> : modal}
    </>
  );
}
