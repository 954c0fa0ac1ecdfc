// Public entry of shared-design-system: every export is listed by name so remotes (and module federation's
// shared singleton) see one stable surface.

// Theme
export type {
  ThemeAccessibility,
  PlatformTheme,
  ThemeColors,
  ThemeVertical,
  VerticalBrand,
} from './theme/platform-theme';
export { themes } from './theme/themes';
export { createTheme, type CreateThemeOptions } from './theme/create-theme';
export { PlatformThemeProvider, type PlatformThemeProviderProps } from './theme/platform-theme-provider';
export { usePlatformTheme } from './theme/use-platform-theme';
export { GlobalStyles } from './theme/global-styles';
export { Logo, type LogoProps } from './theme/logo';
export { verticalBrands } from './theme/vertical-brands';
export { DEFAULT_ACCESSIBILITY } from './constants';

// Components
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { IconButton, type IconButtonProps } from './components/icon-button';
export { CloseIcon } from './components/close-icon';
export { Input, type InputProps, type InputState } from './components/input';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Drawer, type DrawerProps } from './components/drawer';
export { Modal, type ModalProps } from './components/modal';
export { Toast, type ToastProps, type ToastKind } from './components/toast';
export { ToastRegion, type ToastRegionProps, type ToastItem } from './components/toast-region';
export { Card, type CardProps } from './components/card';
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbSegment } from './components/breadcrumb';
export { truncate } from './components/truncate';
export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { Spinner, SPINNER_DEFAULT_LABEL, type SpinnerProps } from './components/spinner';
export { Badge, badgeCountText, type BadgeProps } from './components/badge';
export { ProgressBar, type ProgressBarProps } from './components/progress-bar';
export { VisuallyHidden } from './components/visually-hidden';

// Area helpers (used by every remote)
export { AreaErrorBoundary, type AreaErrorBoundaryProps } from './area/area-error-boundary';
export {
  AreaErrorFallback,
  AREA_ERROR_RETRY,
  AREA_ERROR_TEXT,
  AREA_ERROR_TITLE,
  type AreaErrorFallbackProps,
} from './area/area-error-fallback';
export { AreaShell, type AreaShellProps } from './area/area-shell';
export type { AreaRootProps } from './area/create-area-lifecycles';
export { getAreaElement, removeAreaElement, areaContainerId, AREA_ELEMENT_ID } from './area/get-area-element';
export { usePlatformAppearance, type PlatformAppearance } from './area/use-platform-appearance';

// links from server data (the area kit re-exports it; the host uses it from here)
export { safeHref } from './area/safe-href';
