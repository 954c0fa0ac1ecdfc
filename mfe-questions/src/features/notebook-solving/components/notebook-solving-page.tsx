import { Link, useParams } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { statusOf } from '../../../lib/api-error';
import { LinkButton } from '../../../lib/link-button';
import { LoadError } from '../../../lib/load-error';
import { NotFoundPage } from '../../../lib/not-found-page';
import { Page } from '../../../lib/page';
import { useNotebookWithQuestions } from '../api/get-notebook-questions';

/** /cadernos-e-simulados/cadernos/{id}: the notebook's counters and questions, solved one after another. */
export function NotebookSolvingPage() {
  const id = Number(useParams().id);
  const { vertical } = usePlatform();
  const notebook = useNotebookWithQuestions(id);
  const word = vertical.wording.notebook;
  // 'Caderno' is masculine, 'Lista' feminine (verticalWording)
  const feminine = word === 'Lista';
  const the = feminine ? 'a' : 'o';
  const ofThe = feminine ? 'da' : 'do';
  const this_ = feminine ? 'Esta' : 'Este';

  if (notebook.status === 'error' && statusOf(notebook.error) === 404)
    return (
      <NotFoundPage
        description={`${this_} ${word.toLowerCase()} não existe ou foi ${feminine ? 'removida' : 'removido'}.`}
      />
    );
  if (notebook.status !== 'success' || !notebook.data)
    return (
      <Page title={word}>
        {notebook.status === 'error' ? (
          <LoadError
            message={`Não foi possível carregar ${the} ${word.toLowerCase()}.`}
            onRetry={notebook.retry}
          />
        ) : (
          <SkeletonGroup label={`Carregando ${word.toLowerCase()}`}>
            <Skeleton width="40%" />
            <Skeleton height={96} shape="rect" />
          </SkeletonGroup>
        )}
      </Page>
    );
  const { notebook: data, questions } = notebook.data;
  const first = questions[0];
  return (
    <Page title={data.name} aside={<Link to={ROUTES.notebooks}>{vertical.wording.notebooksAndExams}</Link>}>
      <dl
        aria-label="Desempenho"
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.lg,
          margin: 0,
          '& dd': { margin: 0, fontWeight: 700 },
        })}
      >
        <div>
          <dt>Questões</dt>
          <dd>{data.questions_number}</dd>
        </div>
        <div>
          <dt>Acertos</dt>
          <dd>{data.correct_answers}</dd>
        </div>
        <div>
          <dt>Erros</dt>
          <dd>{data.wrong_answers}</dd>
        </div>
      </dl>
      {first ? (
        <>
          <div>
            <LinkButton to={ROUTES.questionInNotebook(first.id, id, 1)}>Resolver questões</LinkButton>
          </div>
          <ol aria-label={`Questões ${ofThe} ${word.toLowerCase()}`} css={{ margin: 0, paddingLeft: 24 }}>
            {questions.map((question, index) => (
              <li key={question.id}>
                <Link to={ROUTES.questionInNotebook(question.id, id, index + 1)}>
                  Questão {question.id} — {question.discipline.name} › {question.subject.name}
                </Link>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p css={{ margin: 0 }}>
          {this_} {word.toLowerCase()} ainda não tem questões.
        </p>
      )}
    </Page>
  );
}
