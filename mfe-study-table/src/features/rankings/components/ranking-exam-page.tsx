import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  PrefetchLink,
  QueryView,
} from 'shared-design-system/area';
import { RANKINGS_PATH } from '../../../constants';
import { rankingExamQuery, rankingExamsQuery } from '../api/get-ranking-exams';
import { RankingExamFacts } from './rankings-page';

/** /rankings/{id}: one exam's ranking. */
export function RankingExamPage() {
  const { http } = usePlatform();
  const { id = '' } = useParams();
  const exam = useQuery(rankingExamQuery(http, id));
  const breadcrumb = (
    <Breadcrumb
      segments={[{ label: 'Rankings', href: RANKINGS_PATH }, { label: exam.data?.name ?? 'Prova' }]}
    />
  );

  // a 404 is this area's own "does not exist": the whole page says so, with the way back to the list
  if (exam.isError && isNotFoundError(exam.error)) {
    return (
      <AreaPage title="Ranking não encontrado" breadcrumb={breadcrumb}>
        <EmptyState
          title="Esta prova não existe ou foi removida"
          description="Confira as provas com ranking disponíveis."
          action={
            <Link to={RANKINGS_PATH} css={(theme) => ({ color: theme.colors.primary })}>
              Voltar para Rankings
            </Link>
          }
        />
      </AreaPage>
    );
  }
  return (
    <AreaPage title={exam.data?.name ?? 'Ranking'} breadcrumb={breadcrumb}>
      <QueryView
        query={exam}
        errorMessage="Não foi possível carregar este ranking."
        skeleton={<ContentSkeleton count={1} itemHeight={120} label="Carregando ranking" />}
      >
        {(data) => (
          <>
            <RankingExamFacts exam={data} />
            <PrefetchLink
              to={RANKINGS_PATH}
              prefetchData={rankingExamsQuery(http)}
              css={(theme) => ({ color: theme.colors.primary })}
            >
              Ver todos os rankings
            </PrefetchLink>
          </>
        )}
      </QueryView>
    </AreaPage>
  );
}
