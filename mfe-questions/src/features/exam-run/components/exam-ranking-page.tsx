import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  isNotFoundError,
  pageParam,
  QueryView,
  usePageHref,
  useUrlParams,
} from 'shared-design-system/area';
import { PARAM_RANKING_PAGE, ROUTES } from '../../../constants';
import { examStatsQuery, studentExamQuery } from '../api/exam-api';
import { ExamRanking } from './exam-ranking';
import { EXAM_NOT_FOUND_TEXT } from './exam-run-page';

export const NOT_IN_RANKING_TEXT = 'Finalize o simulado para entrar no ranking.';

/**
 * /cadernos-e-simulados/simulados/{id}/ranking?pagina=: the exam's ranking, 15 per page, the student's line
 * marked. The page is in the address (a link per page), so a reload, a sign-in round trip or a shared link
 * opens the same page; a page past the last one (an old link) goes back to the first, replacing the address.
 */
export function ExamRankingPage() {
  const id = Number(useParams().id);
  const { http, vertical } = usePlatform();
  const [params, update] = useUrlParams();
  const page = pageParam(params.get(PARAM_RANKING_PAGE));
  const pageHref = usePageHref(PARAM_RANKING_PAGE);
  const exam = useQuery(studentExamQuery(http, id));
  const stats = useQuery(examStatsQuery(http, id));

  if (exam.data === undefined && isNotFoundError(exam.error))
    return <AreaNotFoundPage text={EXAM_NOT_FOUND_TEXT} />;
  if (exam.data === undefined)
    return (
      <AreaPage title="Ranking do simulado">
        <QueryView
          query={exam}
          errorMessage="Não foi possível carregar o simulado."
          skeleton={<ContentSkeleton shape="detail" count={0} itemHeight={160} label="Carregando ranking" />}
        >
          {() => null}
        </QueryView>
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
      {stats.data && stats.data.status !== 'ended' && <p css={{ margin: 0 }}>{NOT_IN_RANKING_TEXT}</p>}
      <ExamRanking
        examId={id}
        page={page}
        hrefOf={pageHref}
        onPastLast={() => update({ [PARAM_RANKING_PAGE]: null })}
      />
    </AreaPage>
  );
}
