import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, formatDate, PageSection, QueryView, safeHref } from 'shared-design-system/area';
import { lastUpdatesQuery } from '../api/get-last-updates';

/** 'Últimas atualizações': news about followed content (a failure shows as an empty list, spec 2 §8). */
export function LastUpdatesSection({ controls }: { controls?: ReactNode }) {
  const { http } = usePlatform();
  const updates = useQuery(lastUpdatesQuery(http));
  return (
    <PageSection title="Últimas atualizações" actions={controls}>
      <QueryView
        deferFirstAnswer
        query={updates}
        errorMessage="Não foi possível carregar as últimas atualizações."
        skeleton={<ContentSkeleton shape="text" count={2} label="Carregando últimas atualizações" />}
        isEmpty={(data) => data.length === 0}
        empty={<p css={{ margin: 0 }}>Nenhuma atualização por enquanto.</p>}
      >
        {(data) => (
          <ul
            css={(theme) => ({
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space.sm,
              margin: 0,
              paddingLeft: theme.space.md,
            })}
          >
            {data.map((update) => (
              <li key={update.id}>
                <a
                  href={safeHref(update.url)}
                  css={(theme) => ({ color: theme.colors.primary, fontWeight: 600 })}
                >
                  {update.title}
                </a>
                <p css={(theme) => ({ margin: 0, fontSize: theme.fontSizes.sm })}>{update.description}</p>
                <p
                  css={(theme) => ({
                    margin: 0,
                    fontSize: theme.fontSizes.xs,
                    color: theme.colors.textMuted,
                  })}
                >
                  Publicado em <time dateTime={update.published_at}>{formatDate(update.published_at)}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
