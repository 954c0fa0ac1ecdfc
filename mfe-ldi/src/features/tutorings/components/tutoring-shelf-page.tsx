import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  Pager,
  QueryView,
} from 'shared-design-system/area';
import { TUTORINGS_PATH } from '../../../constants';
import { tutoringShelfQuery } from '../api/tutorings-api';
import { PAGE_PARAM } from '../constants';
import { TutoringList } from './tutoring-list';

/** /monitorias/estante/{tipo}: one shelf of tutorings (only those the student has access to). */
export function TutoringShelfPage() {
  const platform = usePlatform();
  const { wording } = platform.vertical;
  const { tipo = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const shelf = useQuery(tutoringShelfQuery(platform, tipo, page));
  if (shelf.data === undefined && shelf.isError && isNotFoundError(shelf.error)) return <AreaNotFoundPage />;

  const title = shelf.data?.data.title ?? 'Estante';
  return (
    <AreaPage
      title={title}
      breadcrumb={
        <Breadcrumb segments={[{ label: wording.tutoring, href: TUTORINGS_PATH }, { label: title }]} />
      }
    >
      <QueryView
        query={shelf}
        errorMessage="Não foi possível carregar esta estante."
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando estante" />}
        isEmpty={(data) => data.data.items.length === 0}
        empty={
          <EmptyState
            title="Nada disponível para você nesta estante"
            description="A estante mostra só o que você pode acessar."
          />
        }
      >
        {(data) => (
          <>
            <TutoringList
              tutorings={data.data.items}
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
