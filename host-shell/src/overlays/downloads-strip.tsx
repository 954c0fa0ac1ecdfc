import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { usePlatform, type DownloadRequest } from 'shared-contracts';
import { ProgressBar } from 'shared-design-system';
import { browserDownloadDeps, DownloadQueue, type DownloadQueueDeps } from './download-queue';

export const DOWNLOADING = 'Downloading';
export const DOWNLOAD_SUCCESS = 'Download de aula concluído com sucesso!';
export const DOWNLOAD_ERROR = 'Ocorreu um erro no download';

/**
 * The downloads strip: remotes enqueue with the `download:enqueue` bus event (spec 1 §4 Downloads).
 * Loaded on demand: `initial` is the request that woke it, enqueued once.
 */
export function DownloadsStrip({
  deps,
  initial,
}: {
  deps?: DownloadQueueDeps;
  initial?: DownloadRequest | null;
}) {
  const platform = usePlatform();
  const api = platform.http.api;
  const queue = useMemo(() => new DownloadQueue(deps ?? browserDownloadDeps(api)), [deps, api]);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const pending = useRef(initial ?? null);

  useEffect(() => {
    if (pending.current) queue.enqueue(pending.current);
    pending.current = null;
    const subscription = platform.bus.on('download:enqueue').subscribe((request) => queue.enqueue(request));
    return () => subscription.unsubscribe();
  }, [platform, queue]);

  const visible = items.filter((item) => !item.isDismissed);
  return (
    <section
      aria-label="Downloads"
      css={(theme) => ({
        position: 'fixed',
        left: theme.space.md,
        bottom: theme.space.md,
        zIndex: theme.zIndices.toast,
        display: visible.length ? 'flex' : 'none',
        flexDirection: 'column',
        gap: theme.space.sm,
        width: 'min(360px, 92vw)',
      })}
    >
      {visible.map((item) => {
        const done = item.progress === 100 && !item.hasError;
        return (
          <div
            key={item.id}
            role={item.hasError ? 'alert' : 'status'}
            css={(theme) => ({
              padding: theme.space.sm,
              background: theme.colors.surface,
              color: theme.colors.text,
              border: `1px solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              boxShadow: theme.shadows.overlay,
            })}
          >
            <strong css={{ display: 'flex', gap: 8, alignItems: 'center', overflowWrap: 'anywhere' }}>
              <Download size={16} aria-hidden="true" focusable="false" />
              {item.name}
            </strong>
            {item.hasError ? (
              <span>{DOWNLOAD_ERROR}</span>
            ) : done ? (
              <span>{DOWNLOAD_SUCCESS}</span>
            ) : (
              <>
                <span>{DOWNLOADING}</span>
                <ProgressBar
                  label={`Progresso do download de ${item.name}`}
                  value={item.progress}
                  showValue
                />
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}

export default DownloadsStrip;
