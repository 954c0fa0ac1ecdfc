import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  pageParam,
  Pager,
  QueryView,
  usePageHref,
  usePagePastEnd,
  useUrlParams,
} from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import { PAGE_PARAM } from '../../../lib/marked-catalog/page-param';
import { trailsSearchQuery } from '../api/trails-api';
import { TrailList } from './trail-list';
import { TRAILS_TITLE } from './trails-page';
import { TRAILS_TERM_PARAM, TrailsSearchForm } from './trails-search-form';

const TITLE = 'Resultados da busca';

/** The trails found, 10 a page; a page past the last one goes back to the first. */
function Results({ term, page }: { term: string; page: number }) {
  const platform = usePlatform();
  const hrefOf = usePageHref(PAGE_PARAM);
  const results = useQuery(trailsSearchQuery(platform, term, page));
  const skeleton = <ContentSkeleton shape="cards" count={2} itemHeight={120} label="Buscando trilhas" />;
  const pastEnd = usePagePastEnd(page, results.data?.lastPage, PAGE_PARAM);
  if (pastEnd) return skeleton;
  return (
    <QueryView
      query={results}
      errorMessage="Não foi possível buscar trilhas."
      skeleton={skeleton}
      isEmpty={(data) => data.data.length === 0}
      empty={
        <EmptyState
          title={`Nenhuma trilha encontrada para "${term}"`}
          description="Tente outro termo de busca."
        />
      }
    >
      {(data) => (
        <>
          <TrailList
            entries={data.data}
            label={`Trilhas encontradas para "${term}"`}
            platform={platform}
            headingLevel={2}
          />
          <Pager page={page} lastPage={data.lastPage} label="Páginas de resultados" hrefOf={hrefOf} />
        </>
      )}
    </QueryView>
  );
}

/** /trilhas-estrategicas/resultado-pesquisa?q=&pagina=: trails found by search v2. */
export function TrailsSearchPage() {
  const [params] = useUrlParams();
  const term = params.get(TRAILS_TERM_PARAM)?.trim() ?? '';
  const page = pageParam(params.get(PAGE_PARAM));
  return (
    <AreaPage
      title={TITLE}
      breadcrumb={<Breadcrumb segments={[{ label: TRAILS_TITLE, href: TRAILS_PATH }, { label: TITLE }]} />}
    >
      <TrailsSearchForm key={term} initial={term} />
      {term === '' ? (
        <p css={{ margin: 0 }}>Digite um termo para buscar trilhas.</p>
      ) : (
        <Results term={term} page={page} />
      )}
    </AreaPage>
  );
}
