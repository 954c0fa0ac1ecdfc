import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { statusOf, LoadError, AreaNotFoundPage, AreaPage } from 'shared-design-system/area';
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
    return <AreaNotFoundPage text={EXAM_NOT_FOUND_TEXT} />;
  if (exam.status === 'loading')
    return (
      <AreaPage title="Ranking do simulado">
        <SkeletonGroup label="Carregando ranking">
          <Skeleton width="40%" />
          <Skeleton height={160} shape="rect" />
        </SkeletonGroup>
      </AreaPage>
    );
  if (exam.status === 'error')
    return (
      <AreaPage title="Ranking do simulado">
        <LoadError message="Não foi possível carregar o simulado." onRetry={exam.retry} />
      </AreaPage>
    );
  return (
    <AreaPage
      title={exam.data.name}
      breadcrumb={
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
    </AreaPage>
  );
}
