import { usePlatform, type Discursive } from 'shared-contracts';
import { Card } from 'shared-design-system';
import { formatDate, formatDateTime, PrefetchLink } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { StatusBadge } from '../../../lib/status-badge';
import { discursiveQuery } from '../api/get-discursive';
import { isClosed, submissionLimit } from '../state/discursive-rules';

/**
 * A discursive exam in a list: authors, deadline, submissions used and the last one's status. Its title links
 * to the exam, whose data leaves on hover, focus or touch (the page usually opens with it). Its lists sit
 * right under the page's h1 (/discursivas and its tabs, a category page), so its title is an h2.
 */
export function DiscursiveCard({ discursive }: { discursive: Discursive }) {
  const { http } = usePlatform();
  const closed = isClosed(discursive);
  const last = discursive.submissions[discursive.submissions.length - 1];
  return (
    <Card
      title={
        <PrefetchLink
          to={ROUTES.discursive(discursive.slug)}
          prefetchData={discursiveQuery(http, discursive.slug)}
        >
          {discursive.name}
        </PrefetchLink>
      }
      headingLevel={2}
      css={{ height: '100%' }}
    >
      {discursive.authors.length > 0 && (
        <p css={{ margin: 0 }}>Por {discursive.authors.map((a) => a.author_name).join(', ')}</p>
      )}
      <p css={(theme) => ({ margin: 0, color: closed ? theme.colors.error : theme.colors.textMuted })}>
        {closed
          ? `Prazo encerrado em ${formatDate(discursive.available_until)}`
          : `Envie até ${formatDateTime(discursive.available_until)}`}
      </p>
      <p css={{ margin: 0 }}>
        Envios: {discursive.submissions.length} de {submissionLimit(discursive)}
      </p>
      {last && (
        <div>
          <StatusBadge status={last.status} />
        </div>
      )}
    </Card>
  );
}
