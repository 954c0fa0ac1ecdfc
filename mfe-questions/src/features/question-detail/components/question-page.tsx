import { Link, useParams } from 'react-router-dom';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { statusOf } from '../../../lib/api-error';
import { LoadError } from '../../../lib/load-error';
import { NotFoundPage } from '../../../lib/not-found-page';
import { Page } from '../../../lib/page';
import { useQuestion } from '../api/get-question';
import { AnswerForm } from './answer-form';
import { QuestionMeta, QuestionStatement } from './question-view';

export const QUESTION_NOT_FOUND_TEXT = 'Esta questão não existe ou foi removida.';

/** /questoes/{id}: the question's statement and alternatives, answerable. */
export function QuestionPage() {
  const id = Number(useParams().id);
  const question = useQuestion(id);

  if (question.status === 'error' && statusOf(question.error) === 404)
    return <NotFoundPage description={QUESTION_NOT_FOUND_TEXT} />;
  return (
    <Page title={`Questão ${id}`} aside={<Link to={ROUTES.selection}>Seleção de questões</Link>}>
      {question.status === 'loading' && (
        <SkeletonGroup label="Carregando questão">
          <Skeleton width="40%" />
          <Skeleton height={120} shape="rect" />
          <Skeleton width="80%" />
          <Skeleton width="75%" />
        </SkeletonGroup>
      )}
      {question.status === 'error' && (
        <LoadError message="Não foi possível carregar a questão." onRetry={question.retry} />
      )}
      {question.status === 'success' && (
        <article
          aria-label={`Questão ${id}`}
          css={(theme) => ({ display: 'grid', gap: theme.space.md, maxWidth: 860 })}
        >
          <QuestionMeta question={question.data} />
          <QuestionStatement question={question.data} />
          <AnswerForm question={question.data} />
        </article>
      )}
    </Page>
  );
}
