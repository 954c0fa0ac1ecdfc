import { DialogSurface, type DialogSurfaceProps } from './dialog-surface';

/** Props of `Drawer`. */
export interface DrawerProps extends DialogSurfaceProps {
  /** max width in px; default 480 */
  width?: number;
}

/**
 * Right-hand drawer (spec 1 §2): a modal dialog named by its title; Escape, the overlay and the close
 * button call onClose (the overlay onOverlayClick when given); focus moves in on open and returns on close.
 */
export function Drawer({ width = 480, ...props }: DrawerProps) {
  return <DialogSurface {...props} placement="right" width={width} overlayTestId="drawer-overlay" />;
}
