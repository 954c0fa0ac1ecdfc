import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, FilterChecks, PageSection, QueryView } from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import {
  featuredTrailsQuery,
  myTrailsQuery,
  trailClassificationsQuery,
  trailsCatalogQuery,
} from '../api/trails-api';
import { TrailList } from './trail-list';
import { TrailsSearchForm } from './trails-search-form';

export const TRAILS_TITLE = 'Trilhas Estratégicas';
/** The search parameter of the chosen classifications (repeated). */
export const AREA_PARAM = 'area';
/** The shelf type of the featured trails. */
export const FEATURED_SHELF = 'destaques';

/**
 * /trilhas-estrategicas: my trails, the featured trails and the catalogue (200) filtered by classification
 * (100), with the trails search. The featured trails and the filter hide themselves when they cannot be loaded.
 */
export function TrailsPage() {
  const platform = usePlatform();
  const [params, setParams] = useSearchParams();
  const chosen = params
    .getAll(AREA_PARAM)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const mine = useQuery(myTrailsQuery(platform));
  const featured = useQuery(featuredTrailsQuery(platform));
  const classifications = useQuery(trailClassificationsQuery(platform));
  const catalog = useQuery(trailsCatalogQuery(platform, chosen));

  return (
    <AreaPage title={TRAILS_TITLE} intro={<TrailsSearchForm />}>
      <PageSection title="Minhas trilhas">
        <QueryView
          query={mine}
          errorMessage="Não foi possível carregar suas trilhas."
          skeleton={<ContentSkeleton shape="list" count={1} label="Carregando minhas trilhas" />}
          empty={<p css={{ margin: 0 }}>Você ainda não adicionou trilhas.</p>}
        >
          {(list) => <TrailList trails={list} label="Minhas trilhas" platform={platform} />}
        </QueryView>
      </PageSection>
      {featured.data && featured.data.length > 0 && (
        <PageSection
          title="Destaques"
          actions={<Link to={`${TRAILS_PATH}/estante/${FEATURED_SHELF}`}>Ver estante de destaques</Link>}
        >
          <TrailList trails={featured.data} label="Trilhas em destaque" platform={platform} />
        </PageSection>
      )}
      <PageSection title="Catálogo">
        {classifications.data && classifications.data.length > 0 && (
          <FilterChecks
            legend="Áreas"
            options={classifications.data.map((entry) => ({ key: String(entry.id), label: entry.name }))}
            value={Object.fromEntries(chosen.map((id) => [String(id), true]))}
            onChange={(next) =>
              setParams(
                new URLSearchParams(
                  Object.entries(next)
                    .filter(([, on]) => on)
                    .map(([id]) => [AREA_PARAM, id]),
                ),
              )
            }
          />
        )}
        <QueryView
          query={catalog}
          errorMessage="Não foi possível carregar as trilhas estratégicas."
          skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando trilhas" />}
          empty={
            <EmptyState
              title="Nenhuma trilha disponível"
              description="Novas trilhas estratégicas aparecem aqui assim que forem publicadas."
            />
          }
        >
          {(list) => <TrailList trails={list} label={TRAILS_TITLE} platform={platform} />}
        </QueryView>
      </PageSection>
    </AreaPage>
  );
}
