import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView, safeHref } from 'shared-design-system/area';
import { FAVORITES_PATH, DASHBOARD_FAVORITES_SHOWN } from '../../../constants';
import { ASKED_BY_THE_PAGE } from '../../../lib/asked-with-the-page';
import { favoritesQuery } from '../../favorites/api/get-favorites';
import { favoriteTypeLabel } from '../../favorites/components/favorites-page';

/** 'Favoritos' on the dashboard: the newest few, and a link to all. */
export function FavoritesWidget({ controls }: { controls?: ReactNode }) {
  const { http, vertical } = usePlatform();
  const favorites = useQuery({ ...favoritesQuery(http), ...ASKED_BY_THE_PAGE });
  return (
    <PageSection title="Favoritos" actions={controls}>
      <QueryView
        deferFirstAnswer
        query={favorites}
        errorMessage="Não foi possível carregar seus favoritos."
        skeleton={<ContentSkeleton shape="text" count={3} label="Carregando favoritos" />}
        isEmpty={(data) => data.length === 0}
        empty={<p css={{ margin: 0 }}>Você ainda não tem favoritos.</p>}
      >
        {(data) => (
          <ul
            css={(theme) => ({
              margin: 0,
              paddingLeft: theme.space.md,
              display: 'grid',
              gap: theme.space.xs,
            })}
          >
            {data.slice(0, DASHBOARD_FAVORITES_SHOWN).map((favorite) => (
              <li key={`${favorite.type}-${favorite.id}`}>
                <a href={safeHref(favorite.url)}>{favorite.title}</a>{' '}
                <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                  ({favoriteTypeLabel(favorite.type, vertical.wording)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <a href={FAVORITES_PATH}>Ver todos os favoritos</a>
    </PageSection>
  );
}
