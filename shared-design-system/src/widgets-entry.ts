// 'shared-design-system/widgets': the components no first page of the host needs (dialogs, form fields,
// cards, tabs, breadcrumb, empty states). A shared singleton of its own, loaded with the first page or
// on-demand part that uses one; 'shared-design-system' re-exports it with the core.
export { Input, type InputProps, type InputState } from './components/input';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Drawer, type DrawerProps } from './components/drawer';
export { Modal, type ModalProps } from './components/modal';
export { Card, type CardProps } from './components/card';
export { Tabs, type TabsProps, type TabItem } from './components/tabs';
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbSegment } from './components/breadcrumb';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
