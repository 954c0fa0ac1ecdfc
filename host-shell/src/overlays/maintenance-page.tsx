import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { pageReload } from '../chrome/page-reload';

export const MAINTENANCE_TITLE = 'Estamos em manutenção';
export const MAINTENANCE_TEXT = 'Por favor, tente atualizar a página em alguns minutos.';
export const MAINTENANCE_RETRY = 'Tentar novamente';

const COVERED_SLOTS = ['shell-topbar', 'shell-sidemenu', 'area', 'shell-dock'];

/**
 * The 503 page (spec 1 §8): a 5xx whose tag contains UNDER_MAINTENANCE shows 'message:tag'. It covers the
 * area and the bars, since nothing behind it can work until the maintenance ends.
 */
export function MaintenancePage({ message, tag }: { message: string; tag: string }) {
  const platform = usePlatform();
  useEffect(() => {
    document.title = `${platform.vertical.wording.productName} | ${MAINTENANCE_TITLE}`;
  }, [platform]);
  useEffect(() => {
    // what the page covers must not take focus or clicks either
    const covered = COVERED_SLOTS.map((id) => document.getElementById(id)).filter(
      (element): element is HTMLElement => element !== null && !element.inert,
    );
    covered.forEach((element) => (element.inert = true));
    return () => covered.forEach((element) => (element.inert = false));
  }, []);
  return (
    <section
      aria-labelledby="maintenance-title"
      css={(theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndices.modal,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space.md,
        padding: theme.space.lg,
        textAlign: 'center',
        background: theme.colors.background,
        color: theme.colors.text,
      })}
    >
      <p css={{ fontSize: '3rem', fontWeight: 700, margin: 0 }} aria-hidden="true">
        503
      </p>
      <h1 id="maintenance-title" css={{ margin: 0 }}>
        {MAINTENANCE_TITLE}
      </h1>
      {message || tag ? <p css={{ margin: 0 }}>{`${message}:${tag}`}</p> : null}
      <p css={{ margin: 0 }}>{MAINTENANCE_TEXT}</p>
      <Button onClick={() => pageReload.reload()}>{MAINTENANCE_RETRY}</Button>
    </section>
  );
}

export default MaintenancePage;
