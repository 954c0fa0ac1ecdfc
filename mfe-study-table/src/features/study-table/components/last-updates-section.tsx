import { usePlatform } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getLastUpdates } from '../api/get-last-updates';
import { formatDate, PageSection } from 'shared-design-system/area';

/** 'Últimas atualizações': news about followed content (a failure shows as an empty list, spec 2 §8). */
export function LastUpdatesSection() {
  const platform = usePlatform();
  const updates = useRemoteData((signal) => getLastUpdates(platform, signal), [platform]);
  return (
    <PageSection title="Últimas atualizações">
      {updates.status === 'loading' && (
        <SkeletonGroup label="Carregando últimas atualizações">
          <Skeleton />
          <Skeleton />
        </SkeletonGroup>
      )}
      {updates.status === 'success' && updates.data.length === 0 && (
        <p css={{ margin: 0 }}>Nenhuma atualização por enquanto.</p>
      )}
      {updates.status === 'success' && updates.data.length > 0 && (
        <ul
          css={(theme) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space.sm,
            margin: 0,
            paddingLeft: theme.space.md,
          })}
        >
          {updates.data.map((update) => (
            <li key={update.id}>
              <a href={update.url} css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}>
                {update.title}
              </a>
              <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{update.description}</p>
              <p
                css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted })}
              >
                Publicado em <time dateTime={update.published_at}>{formatDate(update.published_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
