import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { merge } from 'rxjs';
import type { Notebook, NotebookStats } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import { statusOf, LoadError, LinkButton, AreaNotFoundPage, AreaPage } from 'shared-design-system/area';
import { FolderItemActions } from '../../../lib/folder-item/folder-item-actions';
import { pageItem } from '../../../lib/folder-item/page-item';
import { useAreaQuery, type RemoteDataWithRetry } from '../../../lib/use-area-query';
import { useNotebookWithQuestions } from '../api/get-notebook-questions';
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
  stats: RemoteDataWithRetry<NotebookStats>;
}) {
  const rate = accuracy(notebook.correct_answers, notebook.wrong_answers);
  const entries: [string, string | number][] = [
    ['Questões', notebook.questions_number],
    ...(stats.status === 'success'
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
      {stats.status === 'loading' && <Skeleton width="30%" />}
      {stats.status === 'error' && (
        <LoadError message="Não foi possível carregar as estatísticas." onRetry={stats.retry} />
      )}
    </section>
  );
}

/** /cadernos-e-simulados/cadernos/{id}: the notebook's performance, actions and questions, solved one after another. */
export function NotebookSolvingPage() {
  const id = Number(useParams().id);
  const platform = usePlatform();
  const { http, bus, vertical } = platform;
  const navigate = useNavigate();
  const notebook = useNotebookWithQuestions(id, 'detail');
  const stats = useAreaQuery(notebookStatsQuery(http, id));
  const [removing, setRemoving] = useState<number | null>(null);
  const g: Grammar = grammarOf(vertical.wording.notebook);
  const { refresh: refreshNotebook } = notebook;
  const { refresh: refreshStats } = stats;

  // the host's drawers (edit, move, add questions) change this notebook: read it again
  useEffect(() => {
    const subscription = merge(bus.on('notebook-updated'), bus.on('exams-updated')).subscribe((payload) => {
      if (String(payload.id) !== String(id)) return;
      refreshNotebook();
      refreshStats();
    });
    return () => subscription.unsubscribe();
  }, [bus, id, refreshNotebook, refreshStats]);

  if (notebook.status === 'error' && statusOf(notebook.error) === 404)
    return <AreaNotFoundPage text={`${g.this} ${g.lower} não existe ou foi ${g.removed}.`} />;
  if (notebook.status !== 'success' || !notebook.data)
    return (
      <AreaPage title={g.word}>
        {notebook.status === 'error' ? (
          <LoadError message={`Não foi possível carregar ${g.the} ${g.lower}.`} onRetry={notebook.retry} />
        ) : (
          <SkeletonGroup label={`Carregando ${g.lower}`}>
            <Skeleton width="40%" />
            <Skeleton height={96} shape="rect" />
          </SkeletonGroup>
        )}
      </AreaPage>
    );
  const { notebook: data, questions } = notebook.data;
  const item = pageItem(data, 'NOTEBOOK', platform.session.getUser()?.id ?? null);
  const own = item.tag === 'MY_NOTEBOOK';
  const first = questions[0];

  async function remove(questionId: number) {
    setRemoving(questionId);
    try {
      await removeNotebookQuestion(http, id, questionId);
      platform.toast({ kind: 'success', message: `Questão ${questionId} removida ${g.ofThe} ${g.lower}.` });
      refreshNotebook();
      refreshStats();
    } catch (failure) {
      platform.toast({
        kind: 'error',
        message: failure instanceof Error ? failure.message : 'Não foi possível remover a questão.',
      });
    } finally {
      setRemoving(null);
    }
  }

  return (
    <AreaPage
      title={data.name}
      actions={<Link to={ROUTES.notebooks}>{vertical.wording.notebooksAndExams}</Link>}
    >
      <FolderItemActions item={item} kind={g.word} onDeleted={() => navigate(ROUTES.notebooks)} />
      <NotebookPerformance notebook={data} stats={stats} />
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
                <Link to={ROUTES.questionInNotebook(question.id, id, index + 1)}>
                  Questão {question.id} — {question.discipline.name} › {question.subject.name}
                </Link>
                {own && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remover questão ${question.id} ${g.ofThe} ${g.lower}`}
                    loading={removing === question.id}
                    disabled={removing !== null && removing !== question.id}
                    onClick={() => void remove(question.id)}
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
    </AreaPage>
  );
}
