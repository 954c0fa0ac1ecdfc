import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import { AreaPage, ContentSkeleton, Pager, QueryView } from 'shared-design-system/area';
import { TRAILS_PATH } from '../../../constants';
import { trailShelfQuery } from '../api/trails-api';
import { TrailList } from './trail-list';
import { TRAILS_TITLE } from './trails-page';

const PAGE_PARAM = 'pagina';

/** /trilhas-estrategicas/estante/{tipo}: one shelf of trails (only those the student has access to). */
export function TrailShelfPage() {
  const platform = usePlatform();
  const { tipo = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const shelf = useQuery(trailShelfQuery(platform, tipo, page));
  const title = shelf.data?.data.title ?? 'Estante';
  return (
    <AreaPage
      title={title}
      breadcrumb={<Breadcrumb segments={[{ label: TRAILS_TITLE, href: TRAILS_PATH }, { label: title }]} />}
    >
      <QueryView
        query={shelf}
        errorMessage="Não foi possível carregar esta estante."
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando estante" />}
        isEmpty={(data) => data.data.items.length === 0}
        empty={
          <EmptyState
            title="Nenhuma trilha disponível para você nesta estante"
            description="As trilhas que você tem aparecem aqui."
          />
        }
      >
        {(data) => (
          <>
            <TrailList
              trails={data.data.items}
              label={data.data.title}
              platform={platform}
              headingLevel={2}
            />
            <Pager
              page={page}
              lastPage={data.pagination.last_page}
              label="Páginas da estante"
              onPage={(next) => setParams({ [PAGE_PARAM]: String(next) })}
            />
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
