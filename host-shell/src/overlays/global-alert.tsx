import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { afterFirstPage } from '../boot/first-page';
import { isGlobalAlert, readAlertCookie, shouldShowAlert, writeAlertCookie } from './global-alert-rules';

const GlobalAlertContent = lazy(
  () => import(/* webpackChunkName: "on-demand-global-alert" */ './global-alert-content'),
);

/** The site-wide alert under the top bar (GET /v3/contents/get/global_alert; spec 1 §4). */
export function GlobalAlertBanner() {
  const platform = usePlatform();
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    // not what the page was opened for: asked once it has painted (boot/first-page.ts)
    afterFirstPage()
      .then(() => platform.http.api.get('v3/contents/get/global_alert').json())
      .then((body: unknown) => {
        const alert = isGlobalAlert(body)
          ? body
          : isGlobalAlert((body as { data?: unknown } | null)?.data)
            ? (body as { data: unknown }).data
            : null;
        if (cancelled || !isGlobalAlert(alert)) return;
        if (!shouldShowAlert(alert, readAlertCookie())) return;
        if (alert.repeat) writeAlertCookie('SHOW');
        setText(alert.text);
      })
      // spec 1 §8: a failing alert fetch is silently ignored
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [platform]);

  if (text === null) return null;
  return (
    <Suspense fallback={null}>
      <GlobalAlertContent text={text} onClose={() => setText(null)} />
    </Suspense>
  );
}
