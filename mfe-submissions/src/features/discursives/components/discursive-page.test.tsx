import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Discursive } from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';
import { aDiscursive } from '../../../testing/fixtures';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import {
  advanceClock,
  eventually,
  realSleep,
  stalledRoute,
  useFakeUploadClock,
} from '../../../testing/slow-upload';
import { uploadDeadlineMs } from '../../../lib/upload-deadline';

afterEach(closeTestServers);

/** A BFF-like server for one exam: detail, and a submission endpoint answering `submit`. */
function examRoutes(
  discursive: Discursive,
  submit: () => { status: number; json: unknown; delayMs?: number },
  { studentLimit = discursive.additional_submission_limit, answerFilesStatus = 0 } = {},
): TestRoutes {
  const current = { ...discursive, submissions: [...discursive.submissions] };
  return {
    [`GET /bff/discursives/discursive-student/${discursive.id}`]: () => ({
      json: {
        data: {
          discursive_id: discursive.id,
          additional_submission_limit: studentLimit,
          submissions_count: current.submissions.length,
        },
      },
    }),
    [`GET /v3/discursives/slug/${discursive.slug}`]: () => ({ json: { data: current } }),
    [`PUT /v3/discursives/slug/${discursive.slug}/submission/:id/answerFiles`]: (request) => {
      if (answerFilesStatus) return { status: answerFilesStatus, json: {} };
      const submission = current.submissions.find((s) => request.path.includes(`/submission/${s.id}/`));
      if (!submission) return { status: 404, json: {} };
      const names = [...request.body.matchAll(/filename="([^"]+)"/g)].map((match) => match[1] ?? '');
      submission.file_names = [...submission.file_names, ...names];
      return { json: { data: submission } };
    },
    [`POST /v3/discursives/slug/${discursive.slug}/submission`]: () => {
      const reply = submit();
      if (reply.status === 201)
        current.submissions.push({
          id: 50,
          index: current.submissions.length + 1,
          status: 'waiting revision',
          file_names: ['resposta.pdf'],
          created_at: new Date().toISOString(),
        });
      return reply;
    },
  };
}

it('sends the chosen files after confirmation, with a sending state, toasts and shows the new submission', async () => {
  const exam = aDiscursive({ name: 'Simulado Discursivo – TJ-SP', slug: 'simulado-tj-sp' });
  const user = userEvent.setup();
  const { server, platform } = await renderArea(
    '/discursivas/simulado-tj-sp',
    examRoutes(exam, () => ({
      status: 201,
      json: { data: { id: 50, index: 1, status: 'waiting revision', file_names: [], created_at: '' } },
      delayMs: 150,
    })),
  );

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Simulado Discursivo – TJ-SP' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Você ainda não enviou respostas para este simulado.')).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Enviar para correção' });
  expect(send).toBeDisabled();

  await user.upload(screen.getByLabelText('Arquivos das respostas'), [
    new File(['1'], 'resposta.pdf', { type: 'application/pdf' }),
    new File(['2'], 'folha-2.png', { type: 'image/png' }),
  ]);
  expect(
    within(screen.getByRole('list', { name: 'Arquivos selecionados' })).getAllByRole('listitem'),
  ).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remover o arquivo folha-2.png' }));
  await user.click(send);

  const dialog = screen.getByRole('dialog', { name: 'Confirmar envio das respostas' });
  expect(dialog).toHaveTextContent('resposta.pdf');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
  expect(await within(dialog).findByRole('button', { name: 'Enviando…' })).toBeInTheDocument();

  expect(await screen.findByRole('list', { name: 'Meus envios' })).toHaveTextContent('Envio 1');
  // the refetched exam may paint its new submission a moment before every refetch of the send is done;
  // the send ends (toast, dialog closed) only then
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Simulado enviado para correção!' }]);
  const [post] = server.requestsTo('POST', '/v3/discursives/slug/simulado-tj-sp/submission');
  expect(post?.body.match(/name="multipart_data"; filename="[^"]+"/g)).toEqual([
    'name="multipart_data"; filename="resposta.pdf"',
  ]);
});

it('toasts the submission limit when the server refuses with DISCURSIVAS.SUBMIT_LIMIT_REACHED', async () => {
  const exam = aDiscursive({
    slug: 'simulado-rf',
    additional_submission_limit: 0,
    submissions: [
      {
        id: 1,
        index: 1,
        status: 'waiting revision',
        file_names: ['rf.pdf'],
        created_at: '2025-03-01T12:00:00Z',
      },
    ],
  });
  const errors = jest.spyOn(console, 'error');
  const user = userEvent.setup();
  const { platform } = await renderArea(
    '/discursivas/simulado-rf',
    examRoutes(
      exam,
      () => ({
        status: 422,
        json: {
          error: {
            message: 'Você já atingiu o limite de envios para essa correção!',
            tag: 'DISCURSIVAS.SUBMIT_LIMIT_REACHED',
          },
        },
      }),
      { studentLimit: 1 },
    ),
  );

  // the student's own limit allows one more; the server refuses it all the same
  expect(await screen.findByText('Envios usados: 1 de 2 (restam 1).')).toBeInTheDocument();
  await user.upload(
    screen.getByLabelText('Arquivos das respostas'),
    new File(['1'], 'nova.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar para correção' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));

  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'Você já atingiu o limite de envios para essa correção!' },
    ]),
  );
  expect(screen.getByRole('list', { name: 'Arquivos selecionados' })).toHaveTextContent('nova.pdf');
  // a refusal the spec names (§8) is an answer, not a service failure: not logged
  expect(errors).not.toHaveBeenCalled();
});

it('toasts and logs any other send failure, keeping the chosen files', async () => {
  const errors = captureConsoleErrors();
  const exam = aDiscursive({ slug: 'simulado-trf' });
  const user = userEvent.setup();
  const { platform } = await renderArea('/discursivas/simulado-trf', examRoutes(exam, serverError));

  await user.upload(
    await screen.findByLabelText('Arquivos das respostas'),
    new File(['1'], 'respostas.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar para correção' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));

  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Arquivos selecionados' })).toHaveTextContent('respostas.pdf');
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] submitDiscursive falhou', expect.anything());
});

it('disables sending, and adding files to a submission, once available_until has passed', async () => {
  const exam = aDiscursive({
    slug: 'simulado-inss',
    available_until: '2020-01-10T15:00:00.000Z',
    submissions: [
      {
        id: 5,
        index: 1,
        status: 'waiting revision',
        file_names: ['inss.pdf'],
        created_at: '2020-01-05T12:00:00Z',
      },
    ],
  });
  await renderArea(
    '/discursivas/simulado-inss',
    examRoutes(exam, () => ({ status: 201, json: {} })),
  );

  expect(await screen.findByText('O prazo de envio terminou em 10/01/2020 às 12:00.')).toBeInTheDocument();
  expect(screen.getByLabelText('Arquivos das respostas')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Enviar para correção' })).toBeDisabled();
  const submission = screen.getByRole('article', { name: 'Envio 1' });
  expect(submission).toHaveTextContent('inss.pdf');
  expect(within(submission).queryByLabelText(/Adicionar arquivos/)).not.toBeInTheDocument();
});

it('refuses files of other types with the spec toast', async () => {
  const exam = aDiscursive({ slug: 'simulado-tcu' });
  const user = userEvent.setup({ applyAccept: false });
  const { platform } = await renderArea(
    '/discursivas/simulado-tcu',
    examRoutes(exam, () => ({ status: 201, json: {} })),
  );

  await user.upload(await screen.findByLabelText('Arquivos das respostas'), [
    new File(['1'], 'resposta.docx'),
    new File(['2'], 'ok.webp'),
  ]);

  expect(platform.calls.toasts).toEqual([
    { kind: 'error', message: 'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.' },
  ]);
  expect(screen.getByRole('list', { name: 'Arquivos selecionados' })).toHaveTextContent('ok.webp');
  expect(screen.getByRole('list', { name: 'Arquivos selecionados' })).not.toHaveTextContent('resposta.docx');
});

it("says the exam does not exist on 404; on failure shows an error with retry and toasts 'Falha ao carregar o conteúdo!'", async () => {
  const errors = captureConsoleErrors();
  const routes = {
    'GET /v3/discursives/slug/sumiu': {
      status: 404,
      json: { error: { message: 'Simulado discursivo não encontrado.' } },
    },
    'GET /v3/discursives/slug/falhou': { status: 500, json: {} },
  };
  const first = await renderArea('/discursivas/sumiu', routes);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Simulado não encontrado' }),
  ).toBeInTheDocument();
  // a missing exam is an answer, not a failure
  expect(errors).not.toHaveBeenCalled();
  expect(first.platform.calls.toasts).toEqual([]);
  first.unmount();

  const { platform } = await renderArea('/discursivas/falhou', routes);
  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao carregar o conteúdo!');
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  // a load failure is also a toast (spec 3 §8)
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getDiscursive falhou', expect.anything());
});

describe("the student's limit and answer files", () => {
  const sent = aDiscursive({
    slug: 'simulado-oab',
    additional_submission_limit: 0,
    submissions: [
      {
        id: 31,
        index: 1,
        status: 'waiting revision',
        file_names: ['peca.pdf'],
        created_at: '2025-03-01T12:00:00Z',
      },
    ],
  });
  const noSubmission = () => ({ status: 500, json: {} });

  it('uses the per-student limit of discursive-student/{id}', async () => {
    const { server } = await renderArea(
      '/discursivas/simulado-oab',
      examRoutes(sent, noSubmission, { studentLimit: 2 }),
    );
    expect(await screen.findByText('Envios usados: 1 de 3 (restam 2).')).toBeInTheDocument();
    expect(server.requestsTo('GET', `/bff/discursives/discursive-student/${sent.id}`)).toHaveLength(1);
  });

  it('closes the upload when the student has no submission left', async () => {
    await renderArea('/discursivas/simulado-oab', examRoutes(sent, noSubmission, { studentLimit: 0 }));
    expect(await screen.findByText('Envios usados: 1 de 1.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Arquivos das respostas')).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Enviar para correção' })).toBeDisabled();
  });

  it('adds answer files to a submission (PUT answerFiles), toasts and shows them', async () => {
    const user = userEvent.setup();
    const { server, platform } = await renderArea(
      '/discursivas/simulado-oab',
      examRoutes(sent, noSubmission),
    );
    const submission = await screen.findByRole('article', { name: 'Envio 1' });
    await user.upload(within(submission).getByLabelText('Adicionar arquivos ao envio 1'), [
      new File(['2'], 'folha-2.png', { type: 'image/png' }),
    ]);
    await waitFor(() => expect(submission).toHaveTextContent('peca.pdf, folha-2.png'));
    // toasted once every refetch of the change is done, which may be a moment after the files show
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Arquivos adicionados ao envio!' }]),
    );
    const [put] = server.requestsTo('PUT', '/v3/discursives/slug/simulado-oab/submission/31/answerFiles');
    expect(put?.body).toContain('name="multipart_data"; filename="folha-2.png"');
  });

  it("toasts 'Falha ao carregar o conteúdo!' when adding files fails, and refuses a file over the limit", async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    const { server, platform } = await renderArea(
      '/discursivas/simulado-oab',
      examRoutes(sent, noSubmission, { answerFilesStatus: 500 }),
    );
    const field = await screen.findByLabelText('Adicionar arquivos ao envio 1');
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(field, big);
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'O arquivo deve ter no máximo 10 MB.' },
    ]);
    expect(
      server.requestsTo('PUT', '/v3/discursives/slug/simulado-oab/submission/31/answerFiles'),
    ).toHaveLength(0);

    await user.upload(field, new File(['2'], 'folha-2.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(platform.calls.toasts).toContainEqual({
        kind: 'error',
        message: 'Falha ao carregar o conteúdo!',
      }),
    );
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] addAnswerFiles falhou', expect.anything());
  });

  it('offers no more files on a corrected submission', async () => {
    const revised = aDiscursive({
      slug: 'simulado-corrigido',
      submissions: [
        { id: 32, index: 1, status: 'revised', file_names: ['peca.pdf'], created_at: '2025-03-01T12:00:00Z' },
      ],
    });
    await renderArea('/discursivas/simulado-corrigido', examRoutes(revised, noSubmission));
    const submission = await screen.findByRole('article', { name: 'Envio 1' });
    expect(within(submission).queryByLabelText(/Adicionar arquivos/)).not.toBeInTheDocument();
  });
});

describe('an upload that takes long (issue 11)', () => {
  const SLOW =
    'O envio está demorando mais que o normal. Você pode continuar esperando ou cancelar; o que você preencheu continua aqui.';
  const TIMED_OUT = 'O servidor não respondeu ao envio. Tente novamente; o que você preencheu continua aqui.';
  const CANCELLED = 'Envio cancelado. O que você preencheu continua aqui.';

  afterEach(() => {
    jest.useRealTimers();
  });

  /** The exam page with two answer files chosen and the confirm dialog open; its submission never answered. */
  async function chooseAndConfirm(slug: string) {
    const stalled = stalledRoute();
    const exam = aDiscursive({ slug });
    const rendered = await renderArea(`/discursivas/${slug}`, {
      ...examRoutes(exam, () => ({ status: 201, json: {} })),
      [`POST /v3/discursives/slug/${slug}/submission`]: stalled.handler,
    });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Arquivos das respostas'), [
      new File(['1'], 'resposta.pdf', { type: 'application/pdf' }),
      new File(['22'], 'folha-2.png', { type: 'image/png' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Enviar para correção' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar envio das respostas' });
    return { ...rendered, stalled, dialog };
  }

  function expectFilesKept() {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Arquivos selecionados' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['resposta.pdf', 'folha-2.png']);
    expect(screen.getByRole('button', { name: 'Enviar para correção' })).toBeEnabled();
  }

  it("says after 15 s (not before) that the upload takes long; 'Cancelar envio' aborts it and keeps the files", async () => {
    const errors = captureConsoleErrors();
    const { platform, stalled, dialog } = await chooseAndConfirm('simulado-lento');

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() => expect(stalled.received).toBe(1));
    advanceClock(14_999);
    expect(within(dialog).queryByText(SLOW)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar envio' })).not.toBeInTheDocument();
    advanceClock(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent(SLOW);
    expect(within(dialog).getByRole('button', { name: 'Enviando…' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envio' }));
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'info', message: CANCELLED }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expectFilesKept();
    expect(errors).not.toHaveBeenCalledWith('[mfe-submissions] submitDiscursive falhou', expect.anything());
  });

  it('gives up at the deadline with a clear message, keeping the files', async () => {
    const errors = captureConsoleErrors();
    const { platform, stalled, dialog } = await chooseAndConfirm('simulado-mudo');

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() => expect(stalled.received).toBe(1));
    // 3 bytes in all
    advanceClock(uploadDeadlineMs(3) - 1);
    await realSleep(20);
    expect(stalled.aborted).toBe(0);
    expect(platform.calls.toasts).toEqual([]);
    advanceClock(1);
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: TIMED_OUT }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expectFilesKept();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] submitDiscursive falhou', expect.anything());
  });

  it('shows none of this for a submission answered at once', async () => {
    const exam = aDiscursive({ slug: 'simulado-rapido' });
    const { platform } = await renderArea(
      '/discursivas/simulado-rapido',
      examRoutes(exam, () => ({
        status: 201,
        json: { data: { id: 50, index: 1, status: 'waiting revision', file_names: [], created_at: '' } },
      })),
    );
    await userEvent
      .setup()
      .upload(
        await screen.findByLabelText('Arquivos das respostas'),
        new File(['1'], 'resposta.pdf', { type: 'application/pdf' }),
      );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar para correção' }));

    useFakeUploadClock();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() =>
      expect(platform.calls.toasts).toEqual([
        { kind: 'success', message: 'Simulado enviado para correção!' },
      ]),
    );
    advanceClock(uploadDeadlineMs(1) + 60_000);
    await realSleep(20);
    expect(screen.queryByText(SLOW)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar envio' })).not.toBeInTheDocument();
    expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Simulado enviado para correção!' }]);
  });

  it('bounds answer files added to a submission too (slow notice, cancel, deadline)', async () => {
    captureConsoleErrors();
    const stalled = stalledRoute();
    const exam = aDiscursive({
      slug: 'simulado-anexos',
      submissions: [
        { id: 31, index: 1, status: 'waiting revision', file_names: ['peca.pdf'], created_at: '' },
      ],
    });
    const { platform } = await renderArea('/discursivas/simulado-anexos', {
      ...examRoutes(exam, () => ({ status: 500, json: {} })),
      'PUT /v3/discursives/slug/simulado-anexos/submission/:id/answerFiles': stalled.handler,
    });
    const submission = await screen.findByRole('article', { name: 'Envio 1' });
    const field = within(submission).getByLabelText('Adicionar arquivos ao envio 1');

    useFakeUploadClock();
    fireEvent.change(field, { target: { files: [new File(['2'], 'folha-2.png', { type: 'image/png' })] } });
    await eventually(() => expect(stalled.received).toBe(1));
    advanceClock(14_999);
    expect(within(submission).queryByText(SLOW)).not.toBeInTheDocument();
    advanceClock(1);
    expect(within(submission).getByRole('status')).toHaveTextContent(SLOW);
    fireEvent.click(within(submission).getByRole('button', { name: 'Cancelar envio' }));
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'info', message: CANCELLED }]));

    fireEvent.change(field, { target: { files: [new File(['2'], 'folha-2.png', { type: 'image/png' })] } });
    await eventually(() => expect(stalled.received).toBe(2));
    advanceClock(uploadDeadlineMs(1));
    await eventually(() =>
      expect(platform.calls.toasts).toEqual([
        { kind: 'info', message: CANCELLED },
        { kind: 'error', message: TIMED_OUT },
      ]),
    );
    await eventually(() => expect(stalled.aborted).toBe(2));
    expect(within(submission).queryByText(SLOW)).not.toBeInTheDocument();
    expect(field).toBeEnabled();
  });
});
