import { lazy } from 'react';
import { useAtomValue } from 'jotai/react';
import { usePlatform } from 'shared-contracts';
import { featuresAtom } from '../state/shell-store';
import { BAR_SHORT_CLASS } from './bar-css';
import { PopupButton } from './popup-button';
import { verticalMenuEntries } from './verticals-menu-items';

const VerticalsPanel = lazy(
  () => import(/* webpackChunkName: "on-demand-verticals-menu" */ './verticals-panel'),
);

/** The verticals menu (flags vertical_menu_general and vertical_menu_*); hidden when it has no other vertical. */
export function VerticalsMenu() {
  const platform = usePlatform();
  const features = useAtomValue(featuresAtom);
  const entries = verticalMenuEntries(features, platform.vertical.id);
  if (entries.length < 2) return null;
  return (
    <PopupButton
      popup="menu"
      renderPanel={(close, panelId) => <VerticalsPanel id={panelId} entries={entries} close={close} />}
    >
      <span className="visually-hidden">Vertical: </span>
      <span className={BAR_SHORT_CLASS}>{platform.vertical.wording.verticalName}</span>
      <span aria-hidden="true">▾</span>
    </PopupButton>
  );
}
