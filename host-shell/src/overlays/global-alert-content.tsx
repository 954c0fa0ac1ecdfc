import { CloseIcon, IconButton } from 'shared-design-system';
import { writeAlertCookie } from './global-alert-rules';
import { trustedAlertHtml } from './global-alert-sanitize';

/** The alert itself, loaded only when there is one to show (DOMPurify comes with it). */
export default function GlobalAlertContent({ text, onClose }: { text: string; onClose: () => void }) {
  const html = trustedAlertHtml(text);
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
      {/* sanitised above with the spec's allow-list, signed by the alert's Trusted Types policy */}
      <div css={{ flex: 1, '& p': { margin: 0 } }} dangerouslySetInnerHTML={{ __html: html }} />
      <IconButton
        aria-label="Fechar aviso"
        size="sm"
        onClick={() => {
          writeAlertCookie('CLOSED');
          onClose();
        }}
      >
        <CloseIcon size={14} />
      </IconButton>
    </aside>
  );
}
