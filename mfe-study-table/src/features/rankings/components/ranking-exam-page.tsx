import { isHTTPError } from 'ky';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Breadcrumb, EmptyState, Skeleton, SkeletonGroup } from 'shared-design-system';
import { RANKINGS_PATH } from '../../../constants';
import { useRemoteData } from '../../../lib/use-remote-data';
import { getRankingExam } from '../api/get-ranking-exams';
import { RankingExamFacts } from './rankings-page';
import { AreaPage, LoadError } from 'shared-design-system/area';

/** /rankings/{id}: one exam's ranking. */
export function RankingExamPage() {
  const platform = usePlatform();
  const { id = '' } = useParams();
  const exam = useRemoteData((signal) => getRankingExam(platform, id, signal), [platform, id]);
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: 'Rankings', href: RANKINGS_PATH },
        { label: exam.status === 'success' ? exam.data.name : 'Prova' },
      ]}
    />
  );

  if (exam.status === 'error' && isHTTPError(exam.error) && exam.error.response.status === 404) {
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
    <AreaPage title={exam.status === 'success' ? exam.data.name : 'Ranking'} breadcrumb={breadcrumb}>
      {exam.status === 'loading' && (
        <SkeletonGroup label="Carregando ranking">
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      )}
      {exam.status === 'error' && (
        <LoadError message="Não foi possível carregar este ranking." onRetry={exam.retry} />
      )}
      {exam.status === 'success' && (
        <>
          <RankingExamFacts exam={exam.data} />
          <Link to={RANKINGS_PATH} css={(theme) => ({ color: theme.colors.primary })}>
            Ver todos os rankings
          </Link>
        </>
      )}
    </AreaPage>
  );
}
