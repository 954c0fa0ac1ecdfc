import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Question, StudentExam, StudentExamStats } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { Button, Skeleton, SkeletonGroup } from 'shared-design-system';
import { ROUTES } from '../../../constants';
import {
  statusOf,
  LoadError,
  LinkButton,
  AreaNotFoundPage,
  AreaPage,
  formatHoursMinutes,
  pluralize,
} from 'shared-design-system/area';
import { FolderItemActions } from '../../../lib/folder-item/folder-item-actions';
import { pageItem } from '../../../lib/folder-item/page-item';
import { useAreaQuery } from '../../../lib/use-area-query';
import { QuestionMeta, QuestionStatement } from '../../question-detail/components/question-view';
import {
  answerExamQuestion,
  endExam,
  examStatsQuery,
  getExamQuestions,
  getStudentExam,
  startExam,
  studentExamQuery,
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
      <ExamRanking examId={exam.id} />
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

/** /cadernos-e-simulados/simulados/{id}: start the mock exam, answer against the clock, end it, see the result. */
export function ExamRunPage() {
  const id = Number(useParams().id);
  const platform = usePlatform();
  const { http, bus } = platform;
  const navigate = useNavigate();
  const exam = useAreaQuery(studentExamQuery(http, id));
  // the last run (spec 2 §7 GET /{id}/stats); without it the exam can still be started
  const stats = useAreaQuery(examStatsQuery(http, id));
  const { refresh: refreshExam } = exam;
  const { refresh: refreshStats } = stats;
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

  // the host's drawers (edit, move, add questions) change this exam: read it again
  useEffect(() => {
    const subscription = bus.on('exams-updated').subscribe((payload) => {
      if (String(payload.id) !== String(id)) return;
      refreshExam();
      refreshStats();
    });
    return () => subscription.unsubscribe();
  }, [bus, id, refreshExam, refreshStats]);

  async function start() {
    setError('');
    setRun({ phase: 'starting' });
    try {
      await startExam(http, id);
      setRun({ phase: 'running', questions: await getExamQuestions(http, id) });
    } catch (failure) {
      setRun({ phase: 'ready' });
      setError(failure instanceof Error ? failure.message : 'Não foi possível iniciar o simulado.');
    }
  }

  const finish = useCallback(async () => {
    const state = runRef.current;
    if (state.phase !== 'running') return;
    const { questions } = state;
    setRun({ phase: 'ending', questions });
    setError('');
    try {
      await endExam(http, id);
      setRun({ phase: 'ended', exam: await getStudentExam(http, id) });
      refreshStats();
    } catch (failure) {
      setRun({ phase: 'running', questions });
      setError(failure instanceof Error ? failure.message : 'Não foi possível finalizar o simulado.');
    }
  }, [http, id, setRun, refreshStats]);

  async function choose(question: Question, alternativeId: number) {
    const previous = answers[question.id];
    setAnswers((state) => ({ ...state, [question.id]: alternativeId }));
    setError('');
    try {
      await answerExamQuestion(http, id, {
        question_id: question.id,
        alternative_id: alternativeId,
        check: false,
      });
    } catch (failure) {
      setAnswers((state) => {
        const next = { ...state };
        if (previous === undefined) delete next[question.id];
        else next[question.id] = previous;
        return next;
      });
      setError(failure instanceof Error ? failure.message : 'Não foi possível salvar sua resposta.');
    }
  }

  if (exam.status === 'error' && statusOf(exam.error) === 404)
    return <AreaNotFoundPage text={EXAM_NOT_FOUND_TEXT} />;
  if (exam.status === 'loading')
    return (
      <AreaPage title="Simulado">
        <SkeletonGroup label="Carregando simulado">
          <Skeleton width="40%" />
          <Skeleton height={120} shape="rect" />
        </SkeletonGroup>
      </AreaPage>
    );
  if (exam.status === 'error')
    return (
      <AreaPage title="Simulado">
        <LoadError message="Não foi possível carregar o simulado." onRetry={exam.retry} />
      </AreaPage>
    );

  const questions = run.phase === 'running' || run.phase === 'ending' ? run.questions : [];
  const question = questions[current];
  const lastRun = stats.status === 'success' ? stats.data : null;
  return (
    <AreaPage
      title={exam.data.name}
      actions={
        running ? <ExamClock duration={exam.data.duration} onElapsed={() => void finish()} /> : undefined
      }
    >
      {!running && (
        <FolderItemActions
          item={pageItem(exam.data, 'STUDENT_EXAM', platform.session.getUser()?.id ?? null)}
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
            {pluralize(exam.data.total_questions, 'questão', 'questões')} · Duração:{' '}
            {formatHoursMinutes(exam.data.duration)}
          </p>
          <p css={{ margin: 0 }}>O tempo começa a contar quando você iniciar.</p>
          {lastRun && <LastRun stats={lastRun} />}
          <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm })}>
            <Button onClick={() => void start()} loading={run.phase === 'starting'}>
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
            onChoose={(alternativeId) => void choose(question, alternativeId)}
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
            <Button onClick={() => void finish()} loading={run.phase === 'ending'}>
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
