import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { usePlatform, type ModalRequest } from 'shared-contracts';
import { userAtom } from '../state/shell-store';
import { BetaTesterModal } from './beta-tester-modal';
import { QuestionsTermsModal } from './questions-terms-modal';
import { ReportModal } from './report-modal';
import {
  OVERLAY_KINDS,
  needsBetaInvitation,
  needsQuestionsTerms,
  type OverlayModalKind,
} from './overlay-rules';

/**
 * The terms and beta modals (one at a time: terms first, since they gate the questions) and the report
 * modal remotes ask for. Loaded on demand: `initial` is the request that woke it, if any.
 */
export default function ShellModals({ initial }: { initial?: ModalRequest | null }) {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  const [requested, setRequested] = useState<ModalRequest | null>(() =>
    initial && OVERLAY_KINDS.includes(initial.kind) ? initial : null,
  );
  // automatic modals the student closed without choosing stay closed for this page
  const [closed, setClosed] = useState<ReadonlySet<OverlayModalKind>>(new Set());

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

  if (requested?.kind === 'report') {
    return <ReportModal data={requested.data} onClose={() => close('report')} />;
  }
  if (
    requested?.kind === 'questions-terms' ||
    (needsQuestionsTerms(user, platform.vertical.id) && !closed.has('questions-terms'))
  ) {
    return user && <QuestionsTermsModal onClose={() => close('questions-terms')} />;
  }
  if (requested?.kind === 'beta-tester' || (needsBetaInvitation(user) && !closed.has('beta-tester'))) {
    return user && <BetaTesterModal onClose={() => close('beta-tester')} />;
  }
  return null;
}
