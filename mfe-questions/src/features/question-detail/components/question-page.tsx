import { Link, useParams, useSearchParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { PARAM_NOTEBOOK, PARAM_POSITION, ROUTES } from '../../../constants';
import { statusOf, LoadError, AreaNotFoundPage, AreaPage } from 'shared-design-system/area';
import { useNotebookWithQuestions } from '../../notebook-solving/api/get-notebook-questions';
import { useQuestion } from '../api/get-question';
import { AnswerForm } from './answer-form';
import { NotebookNavigation } from './notebook-navigation';
import { QuestionActions } from './question-actions';
import { QuestionComments } from './question-comments';
import { QuestionMeta, QuestionStatement } from './question-view';

export const QUESTION_NOT_FOUND_TEXT = 'Esta questão não existe ou foi removida.';

function positiveInt(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /questoes/{id} (?caderno=&posicao= inside a notebook): the question, answerable, with its comments. */
export function QuestionPage() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const notebookId = positiveInt(params.get(PARAM_NOTEBOOK));
  const question = useQuestion(id);
  const notebook = useNotebookWithQuestions(notebookId, 'solving');
  const notebookWord = usePlatform().vertical.wording.notebook;
  const positionInNotebook =
    notebook.status === 'success' && notebook.data
      ? notebook.data.questions.findIndex((q) => q.id === id) + 1
      : 0;
  const position = positionInNotebook || positiveInt(params.get(PARAM_POSITION)) || undefined;

  if (question.status === 'error' && statusOf(question.error) === 404)
    return <AreaNotFoundPage text={QUESTION_NOT_FOUND_TEXT} />;
  return (
    <AreaPage title={`Questão ${id}`} actions={<Link to={ROUTES.selection}>Seleção de questões</Link>}>
      {notebookId !== null && notebook.status === 'success' && notebook.data && positionInNotebook > 0 && (
        <NotebookNavigation
          notebookId={notebookId}
          notebookName={notebook.data.notebook.name}
          questions={notebook.data.questions}
          position={positionInNotebook}
        />
      )}
      {notebookId !== null && notebook.status === 'error' && (
        <LoadError
          message={`Não foi possível carregar as questões ${notebookWord === 'Lista' ? 'da lista' : 'do caderno'}.`}
          onRetry={notebook.retry}
        />
      )}
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
          <QuestionActions question={question.data} />
          <QuestionStatement question={question.data} />
          <AnswerForm
            key={`${id}-${notebookId ?? ''}`}
            question={question.data}
            notebookId={notebookId}
            position={position}
          />
          <QuestionComments questionId={id} />
        </article>
      )}
    </AreaPage>
  );
}
