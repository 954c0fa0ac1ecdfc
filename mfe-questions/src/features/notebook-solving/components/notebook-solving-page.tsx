import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Notebook, NotebookStats } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Skeleton } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  LinkButton,
  PrefetchLink,
  QueryView,
  isNotFoundError,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { FolderItemActions } from '../../../lib/folder-item/folder-item-actions';
import { pageItem } from '../../../lib/folder-item/page-item';
import { LISTING_KEY, notebookKey } from '../../../lib/query-keys';
import { messageOf } from '../../../lib/readable-error';
import { questionQuery } from '../../question-detail/api/get-question';
import { notebookWithQuestionsQuery, type NotebookWithQuestions } from '../api/get-notebook-questions';
import { accuracy, notebookStatsQuery } from '../api/notebook-stats';
import { removeNotebookQuestion } from '../api/remove-notebook-question';

/** Articles of the vertical's word: 'Caderno' is masculine, 'Lista' feminine (verticalWording). */
function grammarOf(word: string) {
  const feminine = word === 'Lista';
  return {
    word,
    lower: word.toLowerCase(),
    the: feminine ? 'a' : 'o',
    ofThe: feminine ? 'da' : 'do',
    this: feminine ? 'Esta' : 'Este',
    removed: feminine ? 'removida' : 'removido',
  };
}

type Grammar = ReturnType<typeof grammarOf>;

/**
 * The notebook's performance (spec 2 §7 GET /notebooks/{id}/stats). The counters of the notebook itself are
 * always there; answered and not answered come from the stats call, whose failure degrades only its part.
 */
function NotebookPerformance({
  notebook,
  stats,
}: {
  notebook: Notebook;
  stats: UseQueryResult<NotebookStats>;
}) {
  const rate = accuracy(notebook.correct_answers, notebook.wrong_answers);
  const entries: [string, string | number][] = [
    ['Questões', notebook.questions_number],
    ...(stats.data
      ? ([
          ['Respondidas', stats.data.answered_questions],
          ['Não respondidas', stats.data.not_answered],
        ] as [string, number][])
      : []),
    ['Acertos', notebook.correct_answers],
    ['Erros', notebook.wrong_answers],
    ['Aproveitamento', rate === null ? '—' : `${rate}%`],
  ];
  return (
    <section aria-label="Desempenho" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <dl
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          gap: theme.space.lg,
          margin: 0,
          '& dd': { margin: 0, fontWeight: 700 },
        })}
      >
        {entries.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* its loading and error states only: the figures it brings are in the list above */}
      <QueryView
        query={stats}
        errorMessage="Não foi possível carregar as estatísticas."
        skeleton={<Skeleton width="30%" />}
      >
        {() => null}
      </QueryView>
    </section>
  );
}

/** The loaded notebook: its actions, performance and questions (own notebooks can remove them). */
function NotebookDetail({ id, detail, g }: { id: number; detail: NotebookWithQuestions; g: Grammar }) {
  const platform = usePlatform();
  const { http } = platform;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stats = useQuery(notebookStatsQuery(http, id));
  const removal = useMutation({
    mutationFn: (questionId: number) => removeNotebookQuestion(http, id, questionId),
    onSuccess: (_answer, questionId) => {
      platform.toast({ kind: 'success', message: `Questão ${questionId} removida ${g.ofThe} ${g.lower}.` });
      // its questions, counters and stats, and its row in the listing
      void queryClient.invalidateQueries({ queryKey: notebookKey(id) });
      void queryClient.invalidateQueries({ queryKey: LISTING_KEY });
    },
    onError: (failure) =>
      platform.toast({ kind: 'error', message: messageOf(failure, 'Não foi possível remover a questão.') }),
  });
  const removing = removal.isPending ? removal.variables : null;

  const { notebook, questions } = detail;
  const item = pageItem(notebook, 'NOTEBOOK', platform.session.getUser()?.id ?? null);
  const own = item.tag === 'MY_NOTEBOOK';
  const first = questions[0];
  return (
    <>
      <FolderItemActions item={item} kind={g.word} onDeleted={() => navigate(ROUTES.notebooks)} />
      <NotebookPerformance notebook={notebook} stats={stats} />
      {first ? (
        <>
          <div>
            <LinkButton to={ROUTES.questionInNotebook(first.id, id, 1)}>Resolver questões</LinkButton>
          </div>
          <ol
            aria-label={`Questões ${g.ofThe} ${g.lower}`}
            css={(theme) => ({ margin: 0, paddingLeft: 24, display: 'grid', gap: theme.space.xxs })}
          >
            {questions.map((question, index) => (
              <li key={question.id} css={(theme) => ({ '& > a + *': { marginLeft: theme.space.xs } })}>
                <PrefetchLink
                  to={ROUTES.questionInNotebook(question.id, id, index + 1)}
                  prefetchData={questionQuery(http, question.id)}
                >
                  Questão {question.id} — {question.discipline.name} › {question.subject.name}
                </PrefetchLink>
                {own && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remover questão ${question.id} ${g.ofThe} ${g.lower}`}
                    loading={removing === question.id}
                    disabled={removing !== null && removing !== question.id}
                    onClick={() => removal.mutate(question.id)}
                  >
                    Remover
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p css={{ margin: 0 }}>
          {g.this} {g.lower} ainda não tem questões.
        </p>
      )}
    </>
  );
}

/**
 * /cadernos-e-simulados/cadernos/{id}: the notebook's performance, actions and questions, solved one after
 * another. Never kept once left (FRESH_ON_RETURN): coming back from solving shows the new counters. The
 * host's drawers (edit, move, add questions) refresh it through the root's 'notebook-updated' rule.
 */
export function NotebookSolvingPage() {
  const id = Number(useParams().id);
  const { http, vertical } = usePlatform();
  const notebook = useQuery(notebookWithQuestionsQuery(http, id, 'detail'));
  const g: Grammar = grammarOf(vertical.wording.notebook);

  if (notebook.data === undefined && isNotFoundError(notebook.error))
    return <AreaNotFoundPage text={`${g.this} ${g.lower} não existe ou foi ${g.removed}.`} />;
  return (
    <AreaPage
      title={notebook.data?.notebook.name ?? g.word}
      actions={notebook.data && <Link to={ROUTES.notebooks}>{vertical.wording.notebooksAndExams}</Link>}
    >
      <QueryView
        query={notebook}
        errorMessage={`Não foi possível carregar ${g.the} ${g.lower}.`}
        skeleton={
          <ContentSkeleton shape="detail" count={0} itemHeight={96} label={`Carregando ${g.lower}`} />
        }
      >
        {(detail) => <NotebookDetail id={id} detail={detail} g={g} />}
      </QueryView>
    </AreaPage>
  );
}
