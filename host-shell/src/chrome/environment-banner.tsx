import type { EnvironmentName } from 'shared-contracts';
import type { RemoteOverride } from '../federation/remote-override';
import { OVERRIDE_PARAM } from '../federation/remote-override-keys';

/** Spec 1: orange on local, green on sandbox and every other non-production environment. */
export const BANNER_COLOURS = { local: '#b45309', default: '#1e7b34' } as const;

export interface EnvironmentBannerProps {
  environment: EnvironmentName;
  overrides: readonly RemoteOverride[];
}

/**
 * The environment banner (spec 1 §2 "Layouts"): the environment's name in upper case, never in production.
 * While a test build of a remote is loaded through ?mfe-override= it says which, and offers the way back.
 */
export function EnvironmentBanner({ environment, overrides }: EnvironmentBannerProps) {
  if (environment === 'production') return null;
  const background = environment === 'local' ? BANNER_COLOURS.local : BANNER_COLOURS.default;
  return (
    <aside
      aria-label="Ambiente"
      data-environment={environment}
      css={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 40,
        // a label over the page, not a lid: the side menu's last item or a button under it still takes the
        // pointer (a banner that appeared under a hovering pointer collapsed the side menu); only its link does
        pointerEvents: 'none',
        maxWidth: 'min(520px, calc(100vw - 16px))',
        padding: '4px 10px',
        borderRadius: 6,
        background,
        color: '#fff',
        font: '600 12px/1.5 system-ui, sans-serif',
        overflowWrap: 'anywhere',
        '& a': { color: '#fff', pointerEvents: 'auto' },
      }}
    >
      <span>{environment.toUpperCase()}</span>
      {overrides.length > 0 && (
        <>
          <span> · Override ativo:</span>
          <ul css={{ margin: 0, paddingLeft: 16, fontWeight: 400 }}>
            {overrides.map((override) => (
              <li key={override.name}>
                {override.owner} ← {override.entry}
              </li>
            ))}
          </ul>
          {/* a full page load: overrides are read when the shell boots */}
          <a href={`${window.location.pathname}?${OVERRIDE_PARAM}=reset`}>Desativar override</a>
        </>
      )}
    </aside>
  );
}
