import type { ReactNode } from 'react';
import { EmptyState } from 'shared-design-system';
import { AreaPage } from 'shared-design-system/area';

/** A page that is only an empty state (signed out, nothing to show): its <h1> and the message. */
export function EmptyPage({
  title,
  message,
  description,
  action,
}: {
  title: string;
  message: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <AreaPage title={title}>
      <EmptyState title={message} description={description} action={action} />
    </AreaPage>
  );
}
