import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventPayload } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { question } from '../../../testing/fixtures';
import { LEAVE_EXAM_MESSAGE } from './use-leave-guard';

afterEach(async () => {
  jest.restoreAllMocks();
  await closeTestServers();
});

const EXAM = {
  id: 300,
  name: 'Simulado TJ-SP — Escrevente',
  total_questions: 2,
  total_questions_answered: 0,
  total_questions_correct: 0,
  duration: 3600,
  path: 'base',
  student_id: 1,
  created_at: '2025-04-02T13:30:00.000Z',
  updated_at: '2025-04-02T13:30:00.000Z',
};
const QUESTIONS = [question(50001), question(50002)];

const NOT_STARTED = {
  status: 'not_started',
  total_questions: 2,
  answered: 0,
  correct: 0,
  wrong: 0,
  not_answered: 2,
  duration: 3600,
  started_at: null,
  ended_at: null,
};

function examRoutes(ended = { ...EXAM, total_questions_answered: 2, total_questions_correct: 1 }) {
  let over = false;
  return {
    'GET /bff/questions/student-exams/300/stats': () => ({
      json: {
        data: over
          ? { ...NOT_STARTED, status: 'ended', answered: 2, correct: 1, wrong: 1, not_answered: 0 }
          : NOT_STARTED,
      },
    }),
    // spec 1 §7: the exam is read from data.data
    'GET /bff/questions/student-exams/300': () => ({ json: { data: { data: over ? ended : EXAM } } }),
    'POST /bff/questions/student-exams/300/start': { data: { started: true } },
    'GET /bff/questions/student-exams/300/questions': {
      data: QUESTIONS,
      pagination: { page: 1, per_page: 1000, total: 2, last_page: 1 },
    },
    'POST /bff/questions/student-exams/300/answers': { data: { saved: true } },
    'POST /bff/questions/student-exams/300/end': () => {
      over = true;
      return { json: { data: ended } };
    },
    'GET /bff/questions/student-exams/300/ranking': (request: { query: URLSearchParams }) => {
      const page = Number(request.query.get('page'));
      const rows = RANKING.slice((page - 1) * 15, page * 15);
      return {
        json: { data: rows, pagination: { page, per_page: 15, total: RANKING.length, last_page: 2 } },
      };
    },
  };
}

const RANKING = Array.from({ length: 20 }, (_, index) => ({
  position: index + 1,
  name: index === 16 ? 'Ana Paula Souza' : `Aluno ${index + 1}`,
  correct: Math.max(0, 2 - Math.floor(index / 8)),
  total: 2,
  is_current_student: index === 16,
}));

describe('mock exam run (/cadernos-e-simulados/simulados/{id})', () => {
  it('starts, answers (question_id, alternative_id, check), ends and shows the result; exam:running on the bus', async () => {
    const user = userEvent.setup();
    const { server, platform } = await renderArea('/cadernos-e-simulados/simulados/300', examRoutes());
    const running: Array<EventPayload<'exam:running'>> = [];
    const subscription = platform.bus.on('exam:running').subscribe((payload) => running.push(payload));

    expect(await screen.findByRole('heading', { level: 1, name: EXAM.name })).toBeInTheDocument();
    expect(screen.getByText('2 questões · Duração: 1h')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar simulado' }));
    expect(await screen.findByText('Questão 1 de 2 · 0 respondidas')).toBeInTheDocument();
    // where the question comes from, as on the question page
    expect(screen.getByText('Disciplina:').nextSibling).toHaveTextContent(QUESTIONS[0]!.discipline.name);
    expect(screen.getByLabelText('Tempo restante')).toHaveTextContent(/^0(1:00:00|0:59:59)$/);
    expect(running).toEqual([{ running: true }]);

    await user.click(screen.getByRole('radio', { name: 'A) Refiro-me à professora.' }));
    expect(screen.getByText('Questão 1 de 2 · 1 respondida')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima questão' }));
    await user.click(screen.getByRole('radio', { name: 'B) Ele começou à estudar.' }));
    await waitFor(() =>
      expect(
        server.requestsTo('POST', '/bff/questions/student-exams/300/answers').map((r) => r.json),
      ).toEqual([
        { question_id: 50001, alternative_id: 500011, check: false },
        { question_id: 50002, alternative_id: 500022, check: false },
      ]),
    );
    expect(screen.getByText('Questão 2 de 2 · 2 respondidas')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finalizar simulado' }));
    expect(await screen.findByText('Você acertou 1 de 2 questões.')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/questions/student-exams/300/start')).toHaveLength(1);
    expect(server.requestsTo('POST', '/bff/questions/student-exams/300/end')).toHaveLength(1);
    // emitted by the effect's cleanup, after the result is on screen
    await waitFor(() => expect(running).toEqual([{ running: true }, { running: false }]));
    subscription.unsubscribe();
  });

  it('the result shows the ranking 15 per page, the student’s own line marked', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/cadernos-e-simulados/simulados/300', examRoutes());
    await user.click(await screen.findByRole('button', { name: 'Iniciar simulado' }));
    await user.click(await screen.findByRole('button', { name: 'Finalizar simulado' }));
    const ranking = await screen.findByRole('table');
    expect(screen.getByRole('heading', { name: 'Ranking do simulado' })).toBeInTheDocument();
    expect(await within(ranking).findAllByRole('row')).toHaveLength(16);
    expect(within(ranking).getByRole('row', { name: /1º Aluno 1 2 de 2/ })).toBeInTheDocument();
    const [first] = server.requestsTo('GET', '/bff/questions/student-exams/300/ranking');
    expect(Object.fromEntries(first!.query)).toEqual({ page: '1', per_page: '15' });

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    const mine = await screen.findByRole('row', { name: /17º Ana Paula Souza \(você\)/ });
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('ends the exam by itself when the time is over', async () => {
    jest.useFakeTimers({ now: new Date('2025-05-01T12:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { server } = await renderArea('/cadernos-e-simulados/simulados/300', {
        ...examRoutes(),
        'GET /bff/questions/student-exams/300': () => ({
          json: {
            data: server.requestsTo('POST', '/bff/questions/student-exams/300/end').length
              ? { ...EXAM, total_questions_correct: 0 }
              : { ...EXAM, duration: 5 },
          },
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Iniciar simulado' }));
      expect(await screen.findByText('Questão 1 de 2 · 0 respondidas')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(6000);
      });
      expect(await screen.findByText('Você acertou 0 de 2 questões.')).toBeInTheDocument();
      expect(server.requestsTo('POST', '/bff/questions/student-exams/300/end')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks before leaving mid-exam: a refused navigation is cancelled', async () => {
    const user = userEvent.setup();
    await renderArea('/cadernos-e-simulados/simulados/300', examRoutes());
    await user.click(await screen.findByRole('button', { name: 'Iniciar simulado' }));
    await screen.findByText('Questão 1 de 2 · 0 respondidas');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const cancelNavigation = jest.fn();
    const leave = () =>
      window.dispatchEvent(
        new CustomEvent('single-spa:before-routing-event', {
          detail: {
            cancelNavigation,
            oldUrl: 'http://localhost/cadernos-e-simulados/simulados/300',
            newUrl: 'http://localhost/mesa-de-estudo',
          },
        }),
      );
    leave();
    expect(confirm).toHaveBeenCalledWith(LEAVE_EXAM_MESSAGE);
    expect(cancelNavigation).toHaveBeenCalledTimes(1);
    leave();
    expect(cancelNavigation).toHaveBeenCalledTimes(1);
    // closing the tab gets the browser's prompt
    const unload = new Event('beforeunload', { cancelable: true });
    fireEvent(window, unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('does not ask before the exam starts', async () => {
    await renderArea('/cadernos-e-simulados/simulados/300', examRoutes());
    await screen.findByRole('button', { name: 'Iniciar simulado' });
    const confirm = jest.spyOn(window, 'confirm');
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { cancelNavigation: jest.fn(), oldUrl: 'a', newUrl: 'b' },
      }),
    );
    expect(confirm).not.toHaveBeenCalled();
  });

  it('a failed start keeps the student on the start screen with the server’s message', async () => {
    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'POST /bff/questions/student-exams/300/start': serverError(
        409,
        'Este simulado já foi finalizado.',
        'EXAM_ENDED',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Iniciar simulado' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este simulado já foi finalizado.');
    expect(errors).toHaveBeenCalledWith('[mfe-questions] startExam falhou', expect.anything());
    expect(screen.getByRole('button', { name: 'Iniciar simulado' })).toBeEnabled();
  });

  it('an unknown exam is the missing page', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/simulados/999', {
      'GET /bff/questions/student-exams/999': serverError(404, 'Simulado não encontrado.', 'NOT_FOUND'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    // the exam and its last run are asked together: both answered 404
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(2));
  });

  it('before starting: the last finished run, starting again and the ranking page', async () => {
    await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'GET /bff/questions/student-exams/300/stats': {
        data: { ...NOT_STARTED, status: 'ended', answered: 2, correct: 1, wrong: 1, not_answered: 0 },
      },
    });
    const last = await screen.findByRole('region', { name: 'Seu último resultado' });
    expect(last).toHaveTextContent('1 acerto, 1 erro e 0 sem resposta, de 2 questões.');
    expect(screen.getByRole('button', { name: 'Iniciar simulado' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ver ranking' })).toHaveAttribute(
      'href',
      '/cadernos-e-simulados/simulados/300/ranking',
    );
  });

  it('an unfinished run is announced; a failed stats call still lets the student start', async () => {
    const { unmount } = await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'GET /bff/questions/student-exams/300/stats': {
        data: { ...NOT_STARTED, status: 'running', answered: 1 },
      },
    });
    expect(
      await screen.findByText(
        'Você começou este simulado e não o finalizou. Ao iniciar de novo, ele recomeça do zero.',
      ),
    ).toBeInTheDocument();
    unmount();
    await closeTestServers();

    const user = userEvent.setup();
    const errors = captureConsoleErrors();
    await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'GET /bff/questions/student-exams/300/stats': serverError(500),
    });
    await user.click(await screen.findByRole('button', { name: 'Iniciar simulado' }));
    expect(await screen.findByText('Questão 1 de 2 · 0 respondidas')).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('[mfe-questions] getExamStats falhou', expect.anything()),
    );
  });

  it('offers the exam’s actions before and after a run, never while it runs; deleting goes to the listing', async () => {
    const user = userEvent.setup();
    const { platform } = await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'DELETE /bff/questions/student-exams/300': { data: { id: 300, deleted: true } },
      'GET /bff/questions/folders/base': {
        data: {
          items: { id: 0, name: 'base', path: 'base', tag: 'FOLDER', student_id: 1, subitems: [] },
          pagination: { page: 1, per_page: 10, total: 0, last_page: 1 },
        },
      },
    });
    const actions = await screen.findByRole('group', { name: `Ações de ${EXAM.name}` });
    await user.click(within(actions).getByRole('button', { name: `Compartilhar simulado: ${EXAM.name}` }));
    expect(platform.calls.drawers).toEqual([
      {
        kind: 'share',
        item: { id: 300, name: EXAM.name, path: 'base', tag: 'MY_STUDENT_EXAM', student_id: 1 },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Iniciar simulado' }));
    await screen.findByText('Questão 1 de 2 · 0 respondidas');
    expect(screen.queryByRole('group', { name: `Ações de ${EXAM.name}` })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar simulado' }));
    await screen.findByText('Você acertou 1 de 2 questões.');
    expect(screen.getByRole('link', { name: 'Voltar para Cadernos e Simulados' })).toBeInTheDocument();

    const after = screen.getByRole('group', { name: `Ações de ${EXAM.name}` });
    await user.click(within(after).getByRole('button', { name: `Excluir simulado: ${EXAM.name}` }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir simulado?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadernos e Simulados' }),
    ).toBeInTheDocument();
  });

  it('reads the exam again after a host drawer edited it', async () => {
    let name = EXAM.name;
    const { platform } = await renderArea('/cadernos-e-simulados/simulados/300', {
      ...examRoutes(),
      'GET /bff/questions/student-exams/300': () => ({ json: { data: { data: { ...EXAM, name } } } }),
    });
    await screen.findByRole('heading', { level: 1, name: EXAM.name });
    name = 'Simulado TJ SP revisado';
    act(() => {
      platform.bus.emit('exams-updated', { id: 300, name });
    });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  });
});
