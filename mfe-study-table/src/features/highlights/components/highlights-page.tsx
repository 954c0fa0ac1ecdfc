import { useParams } from 'react-router-dom';
import { usePlatform, VERTICAL_WORDING, type HomeHighlight } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { isAbortError } from '../../../lib/log-failure';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getHomeHighlights } from '../api/get-home-highlights';
import { HIGHLIGHT_PAGES, STATIC_HIGHLIGHTS } from '../static-highlights';
import { AreaNotFoundPage, AreaPage, CardGrid } from 'shared-design-system/area';

/** /destaques (own vertical) and /destaques/destaques-{cj,med,oab,vest}: highlights of a vertical. */
export function HighlightsPage() {
  const platform = usePlatform();
  const { page } = useParams();
  const asked = page === undefined ? null : (HIGHLIGHT_PAGES[page] ?? undefined);
  const vertical = asked ?? platform.vertical.id;
  const highlights = useRemoteData(
    async (signal): Promise<readonly HomeHighlight[]> => {
      try {
        return await getHomeHighlights(platform, asked ?? null, signal);
      } catch (error) {
        if (isAbortError(error)) throw error;
        return STATIC_HIGHLIGHTS[vertical];
      }
    },
    [platform, asked, vertical],
  );

  if (asked === undefined) return <AreaNotFoundPage />;
  const title = asked === null ? 'Destaques' : `Destaques de ${VERTICAL_WORDING[asked].verticalName}`;
  return (
    <AreaPage title={title}>
      {highlights.status === 'loading' && (
        <SkeletonGroup label="Carregando destaques">
          <Skeleton height={96} shape="rect" />
          <Skeleton height={96} shape="rect" />
        </SkeletonGroup>
      )}
      {highlights.status === 'success' && highlights.data.length === 0 && (
        <EmptyState
          title="Nenhum destaque no momento"
          description="Volte em breve para conferir as novidades."
        />
      )}
      {highlights.status === 'success' && highlights.data.length > 0 && (
        <CardGrid label="Destaques">
          {highlights.data.map((highlight) => (
            <li key={highlight.id}>
              <Card
                headingLevel={2}
                title={
                  <a href={highlight.url} css={(theme) => ({ color: theme.colors.primary })}>
                    {highlight.title}
                  </a>
                }
              >
                <p css={{ margin: 0 }}>{highlight.description}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </AreaPage>
  );
}
