import { DialogSurface, type DialogSurfaceProps } from './dialog-surface';

const MODAL_WIDTHS = { sm: 400, md: 560, lg: 800 } as const;

/** Props of `Modal`. */
export interface ModalProps extends DialogSurfaceProps {
  size?: keyof typeof MODAL_WIDTHS;
}

/** Centred modal dialog; same keyboard and focus behaviour as Drawer. */
export function Modal({ size = 'md', ...props }: ModalProps) {
  return (
    <DialogSurface {...props} placement="center" width={MODAL_WIDTHS[size]} overlayTestId="modal-overlay" />
  );
}
