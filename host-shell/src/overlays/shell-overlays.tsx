import { useAtomValue } from 'jotai/react';
import { lazy } from 'react';
import { usePlatform } from 'shared-contracts';
import { OnDemand, useLatestEvent, useWoken } from '../chrome/on-demand';
import { underMaintenanceAtom, userAtom } from '../state/shell-store';
import { GlobalAlertBanner } from './global-alert';
import { OVERLAY_KINDS, needsBetaInvitation, needsQuestionsTerms } from './overlay-rules';

const ShellModals = lazy(() => import(/* webpackChunkName: "on-demand-modals" */ './shell-modals'));
const DownloadsStrip = lazy(() => import(/* webpackChunkName: "on-demand-downloads" */ './downloads-strip'));
const MaintenancePage = lazy(
  () => import(/* webpackChunkName: "on-demand-maintenance" */ './maintenance-page'),
);

const isOverlayModal = (request: { kind: string }) => OVERLAY_KINDS.includes(request.kind);

/**
 * The shell's overlays: global alert, the terms and beta modals, the report modal remotes ask for, the
 * downloads strip and the 503 page. Each loads only when something needs it (see on-demand.tsx).
 */
export default function ShellOverlays() {
  const platform = usePlatform();
  const user = useAtomValue(userAtom);
  const maintenance = useAtomValue(underMaintenanceAtom);
  const modalRequest = useLatestEvent('modal:open', isOverlayModal);
  const download = useLatestEvent('download:enqueue');
  const modalsWoken = useWoken(
    modalRequest !== null || needsQuestionsTerms(user, platform.vertical.id) || needsBetaInvitation(user),
  );
  const downloadsWoken = useWoken(download !== null);

  return (
    <>
      <GlobalAlertBanner />
      {downloadsWoken ? (
        <OnDemand>
          <DownloadsStrip initial={download} />
        </OnDemand>
      ) : null}
      {maintenance ? (
        <OnDemand>
          <MaintenancePage message={maintenance.message} tag={maintenance.tag} />
        </OnDemand>
      ) : modalsWoken ? (
        <OnDemand>
          <ShellModals initial={modalRequest} />
        </OnDemand>
      ) : null}
    </>
  );
}
