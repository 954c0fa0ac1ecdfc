import type { ReactNode } from 'react';
import { EmptyState } from 'shared-design-system';
import { PageLayout } from './page-layout';

/** A page that is only an empty state (not found, maintenance, signed out): its <h1> and the message. */
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
    <PageLayout title={title}>
      <EmptyState title={message} description={description} action={action} />
    </PageLayout>
  );
}
