import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { statusOf } from '../../../lib/api-error';
import { LoadError } from '../../../lib/load-error';
import { NotFoundPage } from '../../../lib/not-found-page';
import { Page } from '../../../lib/page';
import { useAreaQuery } from '../../../lib/use-area-query';
import { examStatsQuery, studentExamQuery } from '../api/exam-api';
import { ExamRanking } from './exam-ranking';
import { EXAM_NOT_FOUND_TEXT } from './exam-run-page';

export const NOT_IN_RANKING_TEXT = 'Finalize o simulado para entrar no ranking.';

/** /cadernos-e-simulados/simulados/{id}/ranking: the exam's ranking, 15 per page, the student's line marked. */
export function ExamRankingPage() {
  const id = Number(useParams().id);
  const { http, vertical } = usePlatform();
  const exam = useAreaQuery(studentExamQuery(http, id));
  const stats = useAreaQuery(examStatsQuery(http, id));

  if (exam.status === 'error' && statusOf(exam.error) === 404)
    return <NotFoundPage description={EXAM_NOT_FOUND_TEXT} />;
  if (exam.status === 'loading')
    return (
      <Page title="Ranking do simulado">
        <SkeletonGroup label="Carregando ranking">
          <Skeleton width="40%" />
          <Skeleton height={160} shape="rect" />
        </SkeletonGroup>
      </Page>
    );
  if (exam.status === 'error')
    return (
      <Page title="Ranking do simulado">
        <LoadError message="Não foi possível carregar o simulado." onRetry={exam.retry} />
      </Page>
    );
  return (
    <Page
      title={exam.data.name}
      before={
        <nav
          aria-label="Voltar"
          css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md })}
        >
          <Link to={ROUTES.notebooks}>{vertical.wording.notebooksAndExams}</Link>
          <Link to={ROUTES.exam(id)}>Ir para o simulado</Link>
        </nav>
      }
    >
      {stats.status === 'success' && stats.data.status !== 'ended' && (
        <p css={{ margin: 0 }}>{NOT_IN_RANKING_TEXT}</p>
      )}
      <ExamRanking examId={id} />
    </Page>
  );
}
