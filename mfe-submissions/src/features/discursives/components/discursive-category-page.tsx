import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type Discursive } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage } from 'shared-design-system/area';
import { LOAD_FAILURE_MESSAGE, ROUTES } from '../../../constants';
import { discursiveCategoriesQuery } from '../api/get-discursive-categories';
import { DiscursiveGrid } from './discursives-page';

/** /discursivas/categorias/{name}: the exams of one category (GET catalog-categorized, 200). */
export function DiscursiveCategoryPage() {
  const { name = '' } = useParams();
  const platform = usePlatform();
  // the category's exams, or null when there is no such category
  const exams = useQuery({
    ...discursiveCategoriesQuery(platform.http),
    select: (categories) => categories.find((c) => c.name === name)?.discursives ?? null,
  });
  const failed = exams.isError && exams.data === undefined;
  useEffect(() => {
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);

  if (exams.data === null) {
    return (
      <AreaPage title="Categoria não encontrada">
        <EmptyState
          title={`Não há simulados na categoria ${name}.`}
          action={
            <Link to={ROUTES.discursives}>
              Ver todos os {platform.vertical.wording.discursives.toLowerCase()}
            </Link>
          }
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={name} intro={platform.vertical.wording.discursives}>
      <Link to={ROUTES.discursives}>{platform.vertical.wording.discursives}</Link>
      <DiscursiveGrid
        // not null here: a missing category returned above
        query={exams as UseQueryResult<Discursive[]>}
        label={name}
        errorMessage="Não foi possível carregar os simulados desta categoria."
        emptyTitle="Nenhum simulado nesta categoria no momento"
      />
    </AreaPage>
  );
}
