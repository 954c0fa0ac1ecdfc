import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Question, StudentExam, StudentExamStats } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  AreaNotFoundPage,
  AreaPage,
  ContentSkeleton,
  LinkButton,
  QueryView,
  formatHoursMinutes,
  isNotFoundError,
  pluralize,
} from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { FolderItemActions } from '../../../lib/folder-item/folder-item-actions';
import { pageItem } from '../../../lib/folder-item/page-item';
import { LISTING_KEY, examKey } from '../../../lib/query-keys';
import { messageOf } from '../../../lib/readable-error';
import { QuestionMeta, QuestionStatement } from '../../question-detail/components/question-view';
import {
  answerExamQuestion,
  endExam,
  examStatsQuery,
  getExamQuestions,
  getStudentExam,
  startExam,
  studentExamQuery,
  type StudentExamAnswer,
} from '../api/exam-api';
import { ExamQuestion } from './exam-question';
import { ExamRanking } from './exam-ranking';
import { formatClock, useCountdown } from './use-countdown';
import { useLeaveGuard } from './use-leave-guard';

export const EXAM_NOT_FOUND_TEXT = 'Este simulado não existe ou foi removido.';

type Run =
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'running'; questions: Question[] }
  | { phase: 'ending'; questions: Question[] }
  | { phase: 'ended'; exam: StudentExam };

/** The clock of a running exam; ends it when the time is over. */
function ExamClock({ duration, onElapsed }: { duration: number; onElapsed: () => void }) {
  const left = useCountdown(duration, true, onElapsed);
  return (
    <p css={{ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
      Tempo restante: <time aria-label="Tempo restante">{formatClock(left)}</time>
    </p>
  );
}

function ExamResult({ exam }: { exam: StudentExam }) {
  const { wording } = usePlatform().vertical;
  // the result is not in the address (a reload opens the start screen), so neither is its ranking's page
  const [rankingPage, setRankingPage] = useState(1);
  return (
    <section aria-label="Resultado do simulado" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 css={{ margin: 0 }}>Simulado finalizado</h2>
      <p css={{ margin: 0, fontWeight: 700 }}>
        Você acertou {exam.total_questions_correct} de{' '}
        {pluralize(exam.total_questions, 'questão', 'questões')}.
      </p>
      <p css={{ margin: 0 }}>
        Respondidas: {exam.total_questions_answered} de {exam.total_questions}.
      </p>
      <Link to={ROUTES.notebooks}>Voltar para {wording.notebooksAndExams}</Link>
      <ExamRanking examId={exam.id} page={rankingPage} onPage={setRankingPage} />
    </section>
  );
}

/** What the student sees before starting: the last finished run and its ranking, or a run left unfinished. */
function LastRun({ stats }: { stats: StudentExamStats }) {
  if (stats.status === 'running')
    return (
      <p css={{ margin: 0 }}>
        Você começou este simulado e não o finalizou. Ao iniciar de novo, ele recomeça do zero.
      </p>
    );
  if (stats.status !== 'ended') return null;
  return (
    <section aria-label="Seu último resultado" css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <h2 css={{ margin: 0 }}>Seu último resultado</h2>
      <p css={{ margin: 0 }}>
        {pluralize(stats.correct, 'acerto', 'acertos')}, {pluralize(stats.wrong, 'erro', 'erros')} e{' '}
        {stats.not_answered} sem resposta, de {pluralize(stats.total_questions, 'questão', 'questões')}.
      </p>
    </section>
  );
}

/**
 * The run of a loaded exam: the start screen (last run, ranking link), the questions against the clock, the
 * result. Starting, each answer and the end are mutations; the end invalidates the exam's stats and ranking
 * and the listing (its row's counters).
 */
function ExamRun({
  id,
  exam,
  lastRun,
}: {
  /** the route's id, the one the page's queries use */
  id: number;
  exam: StudentExam;
  lastRun: StudentExamStats | null;
}) {
  const platform = usePlatform();
  const { http, bus } = platform;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [run, setRunState] = useState<Run>({ phase: 'ready' });
  // the clock's callback and the end button read the phase synchronously (no double end)
  const runRef = useRef<Run>(run);
  const setRun = useCallback((next: Run) => {
    runRef.current = next;
    setRunState(next);
  }, []);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState('');
  const running = run.phase === 'running' || run.phase === 'ending';

  useLeaveGuard(running);
  // the host hides the side menu while an exam runs (spec 1 §3 mock-exam-running flag)
  useEffect(() => {
    if (!running) return undefined;
    bus.emit('exam:running', { running: true });
    return () => {
      bus.emit('exam:running', { running: false });
    };
  }, [running, bus]);

  const start = useMutation({
    mutationFn: async () => {
      await startExam(http, id);
      return getExamQuestions(http, id);
    },
    onMutate: () => {
      setError('');
      setRun({ phase: 'starting' });
    },
    onSuccess: (questions) => setRun({ phase: 'running', questions }),
    onError: (failure) => {
      setRun({ phase: 'ready' });
      setError(messageOf(failure, 'Não foi possível iniciar o simulado.'));
    },
  });

  // each choice is saved at once; a refused one puts the previous choice back
  const answer = useMutation({
    mutationFn: (chosen: StudentExamAnswer & { previous: number | undefined }) =>
      answerExamQuestion(http, id, {
        question_id: chosen.question_id,
        alternative_id: chosen.alternative_id,
        check: chosen.check,
      }),
    onMutate: ({ question_id, alternative_id }) => {
      setAnswers((state) => ({ ...state, [question_id]: alternative_id }));
      setError('');
    },
    onError: (failure, { question_id, previous }) => {
      setAnswers((state) => {
        const next = { ...state };
        if (previous === undefined) delete next[question_id];
        else next[question_id] = previous;
        return next;
      });
      setError(messageOf(failure, 'Não foi possível salvar sua resposta.'));
    },
  });

  const end = useMutation({
    mutationFn: async (_questions: Question[]) => {
      await endExam(http, id);
      return getStudentExam(http, id);
    },
    onMutate: (questions) => {
      setRun({ phase: 'ending', questions });
      setError('');
    },
    onSuccess: (ended) => {
      queryClient.setQueryData(studentExamQuery(http, id).queryKey, ended);
      setRun({ phase: 'ended', exam: ended });
      // the last run, the ranking (the student is in it now) and the exam's row in the listing
      void queryClient.invalidateQueries({ queryKey: [...examKey(id), 'stats'] });
      void queryClient.invalidateQueries({ queryKey: [...examKey(id), 'ranking'] });
      void queryClient.invalidateQueries({ queryKey: LISTING_KEY });
    },
    onError: (failure, questions) => {
      setRun({ phase: 'running', questions });
      setError(messageOf(failure, 'Não foi possível finalizar o simulado.'));
    },
  });
  const { mutate: endRun } = end;
  const finish = useCallback(() => {
    const state = runRef.current;
    if (state.phase !== 'running') return;
    // read synchronously by the clock and the button: a second call finds 'ending'
    runRef.current = { phase: 'ending', questions: state.questions };
    endRun(state.questions);
  }, [endRun]);

  function choose(question: Question, alternativeId: number) {
    answer.mutate({
      question_id: question.id,
      alternative_id: alternativeId,
      check: false,
      previous: answers[question.id],
    });
  }

  const questions = run.phase === 'running' || run.phase === 'ending' ? run.questions : [];
  const question = questions[current];
  return (
    <AreaPage
      title={exam.name}
      actions={running ? <ExamClock duration={exam.duration} onElapsed={finish} /> : undefined}
    >
      {!running && (
        <FolderItemActions
          item={pageItem(exam, 'STUDENT_EXAM', platform.session.getUser()?.id ?? null)}
          kind="Simulado"
          showRanking={false}
          onDeleted={() => navigate(ROUTES.notebooks)}
        />
      )}
      {error && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error })}>
          {error}
        </p>
      )}
      {(run.phase === 'ready' || run.phase === 'starting') && (
        <section aria-label="Sobre o simulado" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
          <p css={{ margin: 0 }}>
            {pluralize(exam.total_questions, 'questão', 'questões')} · Duração:{' '}
            {formatHoursMinutes(exam.duration)}
          </p>
          <p css={{ margin: 0 }}>O tempo começa a contar quando você iniciar.</p>
          {lastRun && <LastRun stats={lastRun} />}
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
            <Button onClick={() => start.mutate()} loading={run.phase === 'starting'}>
              Iniciar simulado
            </Button>
            <LinkButton to={ROUTES.examRanking(id)} variant="secondary">
              Ver ranking
            </LinkButton>
          </div>
        </section>
      )}
      {running && question && (
        <>
          <p css={{ margin: 0 }}>
            Questão {current + 1} de {questions.length} ·{' '}
            {pluralize(Object.keys(answers).length, 'respondida', 'respondidas')}
          </p>
          <QuestionMeta question={question} />
          <QuestionStatement question={question} />
          <ExamQuestion
            question={question}
            chosen={answers[question.id] ?? null}
            onChoose={(alternativeId) => choose(question, alternativeId)}
          />
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
            <Button variant="secondary" disabled={current === 0} onClick={() => setCurrent((n) => n - 1)}>
              Questão anterior
            </Button>
            <Button
              variant="secondary"
              disabled={current >= questions.length - 1}
              onClick={() => setCurrent((n) => n + 1)}
            >
              Próxima questão
            </Button>
            <Button onClick={finish} loading={run.phase === 'ending'}>
              Finalizar simulado
            </Button>
          </div>
        </>
      )}
      {running && questions.length === 0 && <p css={{ margin: 0 }}>Este simulado não tem questões.</p>}
      {run.phase === 'ended' && <ExamResult exam={run.exam} />}
    </AreaPage>
  );
}

/**
 * /cadernos-e-simulados/simulados/{id}: start the mock exam, answer against the clock, end it, see the
 * result. The host's drawers (edit, move, add questions) refresh it through the root's 'exams-updated' rule.
 */
export function ExamRunPage() {
  const id = Number(useParams().id);
  const { http } = usePlatform();
  const exam = useQuery(studentExamQuery(http, id));
  // the last run (spec 2 §7 GET /{id}/stats); without it the exam can still be started
  const stats = useQuery(examStatsQuery(http, id));

  if (exam.data === undefined && isNotFoundError(exam.error))
    return <AreaNotFoundPage text={EXAM_NOT_FOUND_TEXT} />;
  // a run belongs to one exam: another id starts from its start screen
  if (exam.data) return <ExamRun key={id} id={id} exam={exam.data} lastRun={stats.data ?? null} />;
  return (
    <AreaPage title="Simulado">
      <QueryView
        query={exam}
        errorMessage="Não foi possível carregar o simulado."
        skeleton={<ContentSkeleton shape="detail" count={0} itemHeight={120} label="Carregando simulado" />}
      >
        {() => null}
      </QueryView>
    </AreaPage>
  );
}
