import { use, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { UPSELL_CLOSE_DELAY_MS, SHELL_PATHS } from 'shared-contracts';
import { CloseIcon, IconButton } from 'shared-design-system';
import { navigateInSite } from '../chrome/chrome-link';
import { useLocationPath } from '../chrome/use-location-path';
import { localStorageOrNull } from '../platform/local-storage';
import { markSeen } from './upselling-rules';

export const UPSELLING_TITLE = 'Ofertas para você';
export const UPSELLING_LINK = 'Conferir ofertas';
const SLOT_ID = 'shell-topbar';

function offersText(count: number): string {
  return count === 1
    ? 'Há 1 oferta de renovação antecipada ou upgrade do seu plano esperando por você.'
    : `Há ${count} ofertas de renovação antecipada ou upgrade do seu plano esperando por você.`;
}

/**
 * The upselling panel (spec 1 §2, §5; spec 3 Upselling page): after sign-in, when the student has offers
 * (GET /bff/ecommerce/upselling, `offers`: their count), a strip under the top bar links to the upsell page;
 * shown, it counts as seen; it closes 300 ms after a route change. A failing request shows nothing.
 */
export default function UpsellingPanel({
  userId,
  offers,
  openedOn,
}: {
  userId: number;
  /** asked for by chrome-root beside this chunk (or by the early boot): shown in the panel's first render */
  offers: Promise<number>;
  /** the page the site opened on: leaving it closes the panel */
  openedOn: string;
}) {
  const count = use(offers);
  const path = useLocationPath();
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (count > 0) markSeen(localStorageOrNull(), userId, Date.now());
  }, [count, userId]);

  useEffect(() => {
    if (path === openedOn) return;
    const timer = setTimeout(() => setOpen(false), UPSELL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, openedOn]);

  const slot = document.getElementById(SLOT_ID);
  if (!open || count === 0 || !slot) return null;
  return createPortal(
    <section
      aria-label={UPSELLING_TITLE}
      css={(theme) => ({
        // over the page, under the bar: the page below does not move when it appears or closes (issue 12)
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        boxShadow: theme.shadows.overlay,
        display: 'flex',
        // on a narrow screen the sentence takes a line of its own instead of a column a word wide
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space.sm,
        padding: `${theme.space.xs}px ${theme.space.md}px`,
        background: theme.colors.surface,
        color: theme.colors.text,
        borderTop: `1px solid ${theme.colors.border}`,
        borderLeft: `6px solid ${theme.colors.primary}`,
      })}
    >
      <strong>{UPSELLING_TITLE}</strong>
      <span css={{ flex: '1 1 16em' }}>{offersText(count)}</span>
      <a href={SHELL_PATHS.upsell} onClick={navigateInSite}>
        {UPSELLING_LINK}
      </a>
      <IconButton aria-label="Fechar ofertas" size="sm" onClick={() => setOpen(false)}>
        <CloseIcon size={14} />
      </IconButton>
    </section>,
    slot,
  );
}
