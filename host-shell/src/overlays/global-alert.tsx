import { useEffect, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { IconButton } from 'shared-design-system';
import {
  isGlobalAlert,
  readAlertCookie,
  sanitizeAlertText,
  shouldShowAlert,
  writeAlertCookie,
} from './global-alert-rules';

/** The site-wide alert under the top bar (GET /v3/contents/get/global_alert; spec 1 §4). */
export function GlobalAlertBanner() {
  const platform = usePlatform();
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    platform.http.api
      .get('v3/contents/get/global_alert')
      .json()
      .then((body: unknown) => {
        const alert = isGlobalAlert(body)
          ? body
          : isGlobalAlert((body as { data?: unknown } | null)?.data)
            ? (body as { data: unknown }).data
            : null;
        if (cancelled || !isGlobalAlert(alert)) return;
        if (!shouldShowAlert(alert, readAlertCookie())) return;
        if (alert.repeat) writeAlertCookie('SHOW');
        setHtml(sanitizeAlertText(alert.text));
      })
      // spec 1 §8: a failing alert fetch is silently ignored
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [platform]);

  if (html === null) return null;
  return (
    <aside
      aria-label="Aviso"
      css={(theme) => ({
        // bottom centre: over neither the top bar's search and menus nor the page's heading
        position: 'fixed',
        bottom: theme.space.md,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: theme.zIndices.toast,
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        maxWidth: 'min(720px, 96vw)',
        padding: `${theme.space.sm}px ${theme.space.md}px`,
        background: theme.colors.surface,
        color: theme.colors.text,
        border: `1px solid ${theme.colors.border}`,
        borderLeft: `6px solid ${theme.colors.warning}`,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadows.overlay,
      })}
    >
      {/* sanitised above with the spec's allow-list */}
      <div css={{ flex: 1, '& p': { margin: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
      <IconButton
        aria-label="Fechar aviso"
        size="sm"
        onClick={() => {
          writeAlertCookie('CLOSED');
          setHtml(null);
        }}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 3l10 10M13 3L3 13" strokeLinecap="round" />
        </svg>
      </IconButton>
    </aside>
  );
}
