import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  LoadError,
  QueryView,
  isNotFoundError,
  useUrlParams,
} from 'shared-design-system/area';
import { PARAM_NOTEBOOK, PARAM_POSITION, ROUTES } from '../../../constants';
import { notebookWithQuestionsQuery } from '../../notebook-solving/api/get-notebook-questions';
import { questionQuery } from '../api/get-question';
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
  const [params] = useUrlParams();
  const notebookId = positiveInt(params.get(PARAM_NOTEBOOK));
  const { http, vertical } = usePlatform();
  const question = useQuery(questionQuery(http, id));
  // the notebook the question is solved in, for the navigation between its questions
  const notebook = useQuery({
    ...notebookWithQuestionsQuery(http, notebookId ?? 0, 'solving'),
    enabled: notebookId !== null,
  });
  const notebookWord = vertical.wording.notebook;
  const positionInNotebook = notebook.data ? notebook.data.questions.findIndex((q) => q.id === id) + 1 : 0;
  const position = positionInNotebook || positiveInt(params.get(PARAM_POSITION)) || undefined;

  if (question.data === undefined && isNotFoundError(question.error))
    return <AreaNotFoundPage text={QUESTION_NOT_FOUND_TEXT} />;
  return (
    <AreaPage title={`Questão ${id}`} actions={<Link to={ROUTES.selection}>Seleção de questões</Link>}>
      {notebookId !== null && notebook.data && positionInNotebook > 0 && (
        <NotebookNavigation
          notebookId={notebookId}
          notebookName={notebook.data.notebook.name}
          questions={notebook.data.questions}
          position={positionInNotebook}
        />
      )}
      {notebookId !== null && notebook.data === undefined && notebook.isError && (
        <LoadError
          message={`Não foi possível carregar as questões ${notebookWord === 'Lista' ? 'da lista' : 'do caderno'}.`}
          retrying={notebook.isFetching}
          onRetry={() => void notebook.refetch()}
        />
      )}
      <QueryView
        query={question}
        errorMessage="Não foi possível carregar a questão."
        skeleton={<ContentSkeleton shape="detail" count={2} itemHeight={120} label="Carregando questão" />}
      >
        {(data) => (
          <article
            aria-label={`Questão ${id}`}
            css={(theme) => ({ display: 'grid', gap: theme.space.md, maxWidth: 860 })}
          >
            <QuestionMeta question={data} />
            <QuestionActions question={data} />
            <QuestionStatement question={data} />
            <AnswerForm
              key={`${id}-${notebookId ?? ''}`}
              question={data}
              notebookId={notebookId}
              position={position}
            />
            <QuestionComments questionId={id} />
          </article>
        )}
      </QueryView>
    </AreaPage>
  );
}
