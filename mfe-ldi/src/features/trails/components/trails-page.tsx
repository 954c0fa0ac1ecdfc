import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, PageSection, QueryView, useUrlParams } from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import { CatalogFilterGroups } from '../../../lib/marked-catalog/catalog-filter-groups';
import { filtersFromParams } from '../../../lib/marked-catalog/catalog-filters';
import { trailFiltersQuery, trailsApi } from '../api/trails-api';
import { TrailList } from './trail-list';
import { TrailsSearchForm } from './trails-search-form';

export const TRAILS_TITLE = 'Trilhas Estratégicas';
/** The shelf type of the featured trails. */
export const FEATURED_SHELF = 'destaques';

/**
 * /trilhas-estrategicas: my trails, the featured trails and the catalogue (200) filtered by classification
 * (100) and by the groups of GET filters, with the trails search. The featured trails and the filters hide
 * themselves when they cannot be loaded.
 */
export function TrailsPage() {
  const platform = usePlatform();
  const [params, update] = useUrlParams();
  const mine = useQuery(trailsApi.mine(platform));
  const featured = useQuery(trailsApi.featured(platform));
  const classifications = useQuery(trailsApi.classifications(platform));
  const groups = useQuery(trailFiltersQuery(platform));
  const catalog = useQuery(trailsApi.catalog(platform, filtersFromParams(params)));

  return (
    <AreaPage title={TRAILS_TITLE} intro={<TrailsSearchForm />}>
      <PageSection title="Minhas trilhas">
        <QueryView
          query={mine}
          errorMessage="Não foi possível carregar suas trilhas."
          skeleton={<ContentSkeleton shape="list" count={1} label="Carregando minhas trilhas" />}
          empty={<p css={{ margin: 0 }}>Você ainda não adicionou trilhas.</p>}
        >
          {(list) => <TrailList entries={list} label="Minhas trilhas" platform={platform} />}
        </QueryView>
      </PageSection>
      {featured.data && featured.data.length > 0 && (
        <PageSection
          title="Destaques"
          actions={<Link to={`${TRAILS_PATH}/estante/${FEATURED_SHELF}`}>Ver estante de destaques</Link>}
        >
          <TrailList entries={featured.data} label="Trilhas em destaque" platform={platform} />
        </PageSection>
      )}
      <PageSection title="Catálogo">
        <CatalogFilterGroups
          classifications={classifications}
          groups={groups}
          params={params}
          onParams={(change) => update(change, { push: true })}
        />
        <QueryView
          query={catalog}
          isEmpty={(page) => page.data.length === 0}
          errorMessage="Não foi possível carregar as trilhas estratégicas."
          skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando trilhas" />}
          empty={
            <EmptyState
              title="Nenhuma trilha disponível"
              description="Novas trilhas estratégicas aparecem aqui assim que forem publicadas."
            />
          }
        >
          {(page) => <TrailList entries={page.data} label={TRAILS_TITLE} platform={platform} />}
        </QueryView>
      </PageSection>
    </AreaPage>
  );
}
