import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Essay } from 'shared-contracts';
import type { TestRoutes } from 'shared-contracts/testing';
import { anEssay, page } from '../../../testing/fixtures';
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

afterEach(async () => {
  await closeTestServers();
  // drafts are kept per student in local storage: each test starts without one
  window.localStorage.clear();
});

const institutions = {
  data: [
    { id: 1, name: 'Cebraspe' },
    { id: 6, name: 'ENEM' },
  ],
  meta: page([1, 2], 1, 2, 200),
};

const seeded: Essay[] = [
  anEssay({ title: 'Os impactos da inteligência artificial', status: 'waiting revision' }),
  anEssay({
    title: 'Mobilidade urbana',
    status: 'on revision',
    institution: { id: 1, name: 'Cebraspe' },
    institution_id: 1,
  }),
  anEssay({
    title: 'Democratização do cinema',
    status: 'has error',
    error_details: 'O arquivo enviado está ilegível.',
    revision_teacher_id: 3,
  }),
  anEssay({ title: 'Vacinação em massa', status: 'revised', grade: 880 }),
];

/** A BFF-like server: essays list, institutions and the essay POST (which adds to the list). */
function essaysRoutes(
  options: { postStatus?: number; delayMs?: number; putStatus?: number; contentStatus?: number } = {},
): TestRoutes {
  const essays = seeded.map((essay) => ({ ...essay }));
  return {
    'GET /v3/redacoes/templates': (request) => ({
      json: {
        data: [
          {
            name: `Folha de redação (${String(request.headers['x-vertical'] ?? 'concursos')})`,
            url: 'https://cdn.exemplo.com.br/modelos/folha.pdf',
          },
          { name: 'Modelo perigoso', url: 'javascript:alert(1)' },
        ],
      },
    }),
    'GET /v3/contents/get/redacoes-1': () =>
      options.contentStatus
        ? { status: options.contentStatus, json: {} }
        : { json: { data: { title: 'Redação Cebraspe', text: 'Texto dissertativo de até 30 linhas.' } } },
    'PUT /v3/redacoes/:id': (request) => {
      if (options.putStatus) return { status: options.putStatus, json: { error: { message: 'falhou' } } };
      const essay = essays.find((e) => request.path.endsWith(`/${e.id}`));
      if (!essay) return { status: 404, json: {} };
      essay.status = 'on revision';
      essay.file_name =
        /name="multipart_data"; filename="([^"]+)"/.exec(request.body)?.[1] ?? essay.file_name;
      return { json: { data: essay } };
    },
    'GET /v3/redacoes': () => ({ json: { data: essays, meta: page(essays, 1, essays.length, 100) } }),
    'GET /v3/redacoes/catalog/classifications': institutions,
    'POST /v3/redacoes': (request) => {
      if (options.postStatus && options.postStatus >= 400)
        return { status: options.postStatus, json: { error: { message: 'falhou', tag: 'X' } } };
      const title = /name="title"\r\n\r\n([^\r]*)/.exec(request.body)?.[1] ?? '';
      const created = anEssay({ title, status: 'waiting revision' });
      essays.unshift(created);
      return { status: 201, json: { data: created }, delayMs: options.delayMs };
    },
  };
}

it('lists the essays newest first with clear status labels', async () => {
  const { server } = await renderArea('/redacoes', essaysRoutes());

  const list = await screen.findByRole('list', { name: 'Minhas redações' });
  const card = (name: string) => within(list).getByRole('article', { name });
  expect(card('Os impactos da inteligência artificial')).toHaveTextContent('Aguardando correção');
  expect(card('Mobilidade urbana')).toHaveTextContent('Aguardando correção');
  expect(card('Mobilidade urbana')).toHaveTextContent('Instituição: Cebraspe');
  expect(card('Democratização do cinema')).toHaveTextContent('Com erro');
  expect(card('Democratização do cinema')).toHaveTextContent('O arquivo enviado está ilegível.');
  expect(card('Vacinação em massa')).toHaveTextContent('Corrigida');
  expect(card('Vacinação em massa')).toHaveTextContent('Nota: 880');

  const query = server.requestsTo('GET', '/v3/redacoes')[0]?.query;
  expect(Object.fromEntries(query ?? [])).toEqual({
    page: '1',
    perPage: '100',
    order_by: 'created_at',
    sort: 'desc',
  });
});

it('puts the essays right under the page title: their titles are h2, no heading level skipped', async () => {
  await renderArea('/redacoes', essaysRoutes());

  const list = await screen.findByRole('list', { name: 'Minhas redações' });
  expect(
    within(list).getByRole('heading', { level: 2, name: 'Os impactos da inteligência artificial' }),
  ).toBeInTheDocument();
  // the whole outline, in reading order (axe's heading-order: h1, then the cards' h2, never an h3 first)
  expect(
    screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
  ).toEqual(['H1 Redações', ...seeded.map((essay) => `H2 ${essay.title}`)]);
});

it('shows an empty state that leads to the form', async () => {
  const user = userEvent.setup();
  await renderArea('/redacoes', {
    'GET /v3/redacoes': { data: [], meta: page([], 1, 0, 100) },
    'GET /v3/redacoes/catalog/classifications': institutions,
  });

  expect(await screen.findByRole('heading', { name: 'Você ainda não enviou redações' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Enviar uma redação' }));
  expect(screen.getByRole('tab', { name: 'Enviar redação' })).toHaveAttribute('aria-selected', 'true');
});

it("toasts 'Falha ao carregar o conteúdo!' when the list cannot be loaded, logs it, with a retry", async () => {
  const errors = captureConsoleErrors();
  let failing = true;
  const user = userEvent.setup();
  const { platform } = await renderArea('/redacoes', {
    'GET /v3/redacoes': () =>
      failing
        ? serverError()
        : { json: { data: [anEssay({ title: 'Voltou' })], meta: page([1], 1, 1, 100) } },
    'GET /v3/redacoes/catalog/classifications': institutions,
  });

  expect(await screen.findByText('Não foi possível carregar suas redações.')).toBeInTheDocument();
  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  // spec 3 §8: services log and rethrow
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] getEssays falhou', expect.anything());
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { name: 'Voltou' })).toBeInTheDocument();
});

it('marks the title and the file as missing instead of confirming', async () => {
  const user = userEvent.setup();
  const { server } = await renderArea('/redacoes', essaysRoutes());

  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  await user.type(screen.getByRole('textbox', { name: /Título/ }), '   ');
  await user.click(screen.getByRole('button', { name: 'Enviar redação' }));

  expect(screen.getByRole('textbox', { name: /Título/ })).toHaveAccessibleDescription(
    /Informe o título da redação./,
  );
  expect(screen.getByRole('textbox', { name: /Título/ })).toBeInvalid();
  expect(screen.getByLabelText('Arquivo da redação')).toHaveAccessibleDescription(
    /Envie o arquivo da redação./,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(server.requestsTo('POST', '/v3/redacoes')).toHaveLength(0);
});

it('refuses an essay or proposal file of another type with the spec toast', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const { platform } = await renderArea('/redacoes', essaysRoutes());

  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  await user.upload(screen.getByLabelText('Arquivo da redação'), new File(['x'], 'redacao.docx'));
  await user.upload(screen.getByLabelText('Arquivo da proposta (opcional)'), new File(['x'], 'proposta.gif'));

  const refused = {
    kind: 'error',
    message: 'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.',
  };
  expect(platform.calls.toasts).toEqual([refused, refused]);
  expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).not.toBeInTheDocument();
});

it('confirms, sends the essay as multipart with a sending state, then toasts, refreshes the list, goes to it and clears the draft', async () => {
  const user = userEvent.setup();
  const { server, platform } = await renderArea('/redacoes', essaysRoutes({ delayMs: 150 }));
  await screen.findByRole('list', { name: 'Minhas redações' });

  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  await user.type(screen.getByRole('textbox', { name: /Título/ }), '  Desafios da educação a distância ');
  await user.type(
    screen.getByRole('textbox', { name: 'Descrição (opcional)' }),
    ' Tema do simulado de maio  ',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Instituição' }), 'ENEM');
  await user.upload(
    screen.getByLabelText('Arquivo da redação'),
    new File(['%PDF'], 'minha-redacao.pdf', { type: 'application/pdf' }),
  );
  await user.upload(
    screen.getByLabelText('Arquivo da proposta (opcional)'),
    new File(['PNG'], 'proposta.png', { type: 'image/png' }),
  );
  expect(
    within(screen.getByRole('list', { name: 'Arquivos selecionados' })).getByText(/minha-redacao.pdf/),
  ).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Enviar redação' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmar envio da redação' });
  expect(dialog).toHaveTextContent('Desafios da educação a distância');
  expect(dialog).toHaveTextContent('ENEM');
  await user.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));

  expect(await within(dialog).findByRole('button', { name: 'Enviando…' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Redação enviada para correção!' }]);
  // the tab lives in the address: the router applies the change in a transition, right after the dialog closes
  expect(await screen.findByRole('tab', { name: 'Minhas redações', selected: true })).toBeInTheDocument();
  expect(window.location.search).toBe('');
  await screen.findByRole('article', { name: 'Desafios da educação a distância' });
  const list = screen.getByRole('list', { name: 'Minhas redações' });
  expect(
    within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)[0],
  ).toBe('Desafios da educação a distância');
  expect(server.requestsTo('GET', '/v3/redacoes')).toHaveLength(2);

  const [post] = server.requestsTo('POST', '/v3/redacoes');
  expect(post?.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(post?.body).toContain('name="kind"\r\n\r\nessay');
  expect(post?.body).toContain('name="title"\r\n\r\nDesafios da educação a distância\r\n');
  // title and description are sent trimmed (spec 3 §5)
  expect(post?.body).toContain('name="description"\r\n\r\nTema do simulado de maio\r\n');
  expect(post?.body).toContain('name="institution_id"\r\n\r\n6');
  expect(post?.body).toContain('name="multipart_data"; filename="minha-redacao.pdf"');
  expect(post?.body).toContain('name="user_proposal_file"; filename="proposta.png"');

  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('');
  expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).not.toBeInTheDocument();
});

it("keeps the draft and toasts 'Falha ao carregar o conteúdo!' when sending fails", async () => {
  const errors = captureConsoleErrors();
  const user = userEvent.setup();
  const { platform } = await renderArea('/redacoes', essaysRoutes({ postStatus: 500 }));

  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Tema');
  await user.upload(
    screen.getByLabelText('Arquivo da redação'),
    new File(['x'], 'foto.jpg', { type: 'image/jpeg' }),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar redação' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar envio' }));

  await waitFor(() =>
    expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
  );
  expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Tema');
  expect(screen.getByRole('tab', { name: 'Enviar redação' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toHaveBeenCalledWith('[mfe-submissions] createEssay falhou', expect.anything());
});

it('keeps the tab in the address: a reload in the middle of an essay comes back to the form and its draft', async () => {
  const user = userEvent.setup();
  const first = await renderArea('/redacoes', essaysRoutes());
  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  expect(window.location.search).toBe('?aba=enviar-redacao');
  await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Mobilidade urbana sustentável');
  first.unmount();

  // the reload: the same address, no click needed to find the form as it was
  await renderArea(`${window.location.pathname}${window.location.search}`, essaysRoutes());
  expect(screen.getByRole('tab', { name: 'Enviar redação' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Mobilidade urbana sustentável');

  await user.click(screen.getByRole('tab', { name: 'Minhas redações' }));
  expect(window.location.search).toBe('');
  expect(await screen.findByRole('list', { name: 'Minhas redações' })).toBeInTheDocument();
});

it('keeps what the student typed in the essay form across a reload (per student), and forgets it once sent', async () => {
  const user = userEvent.setup();
  const first = await renderArea('/redacoes', essaysRoutes());
  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  await user.type(screen.getByRole('textbox', { name: /Título/ }), 'A redação que eu não quero perder');
  await user.type(screen.getByRole('textbox', { name: 'Descrição (opcional)' }), 'Rascunho da noite');
  first.unmount();

  // a reload (or the sign-in after a 401): the same student finds the fields as they left them
  await renderArea('/redacoes', essaysRoutes());
  await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
  expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('A redação que eu não quero perder');
  expect(screen.getByRole('textbox', { name: 'Descrição (opcional)' })).toHaveValue('Rascunho da noite');

  await user.upload(
    screen.getByLabelText('Arquivo da redação'),
    new File(['%PDF'], 'rascunho.pdf', { type: 'application/pdf' }),
  );
  await user.click(screen.getByRole('button', { name: 'Enviar redação' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Confirmar envio da redação' })).getByRole('button', {
      name: 'Confirmar envio',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(window.localStorage.getItem('user:1:draft:essay')).toBeNull();
});

describe('overwriting a sent essay', () => {
  it("shows the error details and resends the essay with PUT, status 'on revision', then refreshes the list", async () => {
    const user = userEvent.setup();
    const { server, platform } = await renderArea('/redacoes', essaysRoutes());
    const list = await screen.findByRole('list', { name: 'Minhas redações' });
    const failed = within(list).getByRole('article', { name: 'Democratização do cinema' });
    expect(failed).toHaveTextContent('O arquivo enviado está ilegível.');
    expect(
      within(list).getByRole('article', { name: 'Vacinação em massa' }).querySelector('button'),
    ).toBeNull();

    // named by its visible text (axe's label-content-name-mismatch); the essay it resends is its description
    const resend = within(failed).getByRole('button', { name: 'Reenviar redação' });
    expect(resend).toHaveAccessibleDescription('Democratização do cinema');
    await user.click(resend);
    const dialog = screen.getByRole('dialog', { name: 'Reenviar a redação “Democratização do cinema”' });
    expect(dialog).toHaveTextContent('Motivo apontado pela correção: O arquivo enviado está ilegível.');
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));
    expect(within(dialog).getByText('Escolha o novo arquivo da redação.')).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText('Novo arquivo da redação'),
      new File(['%PDF'], 'redacao-legivel.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Redação enviada para correção!' }]);
    const [put] = server.requestsTo('PUT', `/v3/redacoes/${seeded[2]?.id}`);
    expect(put?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(put?.body).toContain('name="kind"\r\n\r\nessay');
    expect(put?.body).toContain('name="status"\r\n\r\non revision');
    expect(put?.body).toContain('name="revision_teacher_id"\r\n\r\n3');
    expect(put?.body).toContain('name="error_details"\r\n\r\nO arquivo enviado está ilegível.');
    expect(put?.body).toContain('name="multipart_data"; filename="redacao-legivel.pdf"');
    await waitFor(() =>
      expect(within(list).getByRole('article', { name: 'Democratização do cinema' })).toHaveTextContent(
        'Aguardando correção',
      ),
    );
    expect(server.requestsTo('GET', '/v3/redacoes')).toHaveLength(2);
  });

  it("keeps the dialog and the chosen file, and toasts 'Falha ao carregar o conteúdo!' when the PUT fails", async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    const { platform } = await renderArea('/redacoes', essaysRoutes({ putStatus: 500 }));
    const failed = await screen.findByRole('article', { name: 'Democratização do cinema' });
    await user.click(within(failed).getByRole('button', { name: 'Reenviar redação' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Novo arquivo da redação'), new File(['x'], 'nova.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));
    await waitFor(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'error', message: 'Falha ao carregar o conteúdo!' }]),
    );
    expect(dialog).toHaveTextContent('Arquivo escolhido: nova.png');
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] overwriteEssay falhou', expect.anything());
  });

  it('refuses a new file of another type with the spec toast, and one over the limit with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { server, platform } = await renderArea('/redacoes', essaysRoutes());
    const failed = await screen.findByRole('article', { name: 'Democratização do cinema' });
    await user.click(within(failed).getByRole('button', { name: 'Reenviar redação' }));
    const dialog = screen.getByRole('dialog');
    const field = within(dialog).getByLabelText('Novo arquivo da redação');
    expect(field).toHaveAccessibleDescription(
      'Formatos aceitos: pdf, png, jpg, jpeg e webp. Tamanho máximo: 10 MB.',
    );

    await user.upload(field, new File(['x'], 'redacao.docx'));
    expect(platform.calls.toasts).toEqual([
      { kind: 'error', message: 'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.' },
    ]);
    const big = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(field, big);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('O arquivo deve ter no máximo 10 MB.'));
    expect(dialog).not.toHaveTextContent('Arquivo escolhido');

    await user.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));
    expect(server.requestsTo('PUT', `/v3/redacoes/${seeded[2]?.id}`)).toHaveLength(0);
  });

  it('shows the revision teacher when the essay has one', async () => {
    const withTeacher = {
      ...anEssay({ title: 'Com corretora', status: 'on revision' }),
      revision_teacher_id: 3,
      revision_teacher: { id: 3, name: 'Profa. Helena Duarte' },
    };
    await renderArea('/redacoes', {
      ...essaysRoutes(),
      'GET /v3/redacoes': { json: { data: [withTeacher], meta: page([withTeacher], 1, 1, 100) } },
    });
    expect(await screen.findByRole('article', { name: 'Com corretora' })).toHaveTextContent(
      'Corretor(a): Profa. Helena Duarte',
    );
  });
});

describe('the form: size limit, institution content and templates', () => {
  it('shows the size limit on both file fields and refuses a larger file with a clear message', async () => {
    const user = userEvent.setup();
    await renderArea('/redacoes', essaysRoutes());
    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    expect(screen.getByLabelText('Arquivo da redação')).toHaveAccessibleDescription(
      'Formatos aceitos: pdf, png, jpg, jpeg e webp. Tamanho máximo: 10 MB.',
    );
    expect(screen.getByLabelText('Arquivo da proposta (opcional)')).toHaveAccessibleDescription(
      'Formatos aceitos: pdf, png, jpg, jpeg e webp. Tamanho máximo: 10 MB.',
    );
    const big = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Arquivo da proposta (opcional)'), big);
    expect(screen.getByLabelText('Arquivo da proposta (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('O arquivo deve ter no máximo 10 MB.'),
    );
    await user.upload(screen.getByLabelText('Arquivo da redação'), big);
    expect(screen.getByLabelText('Arquivo da redação')).toBeInvalid();
    expect(screen.queryByRole('list', { name: 'Arquivos selecionados' })).not.toBeInTheDocument();

    const exact = new File(['x'], 'limite.pdf', { type: 'application/pdf' });
    Object.defineProperty(exact, 'size', { value: 10 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Arquivo da redação'), exact);
    expect(screen.getByRole('list', { name: 'Arquivos selecionados' })).toHaveTextContent('limite.pdf');
    expect(screen.getByLabelText('Arquivo da redação')).toBeValid();
  });

  it("shows the chosen institution's page content from the content service", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/redacoes', essaysRoutes());
    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    await screen.findByRole('option', { name: 'Cebraspe' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instituição' }), 'Cebraspe');
    expect(await screen.findByRole('region', { name: 'Redação Cebraspe' })).toHaveTextContent(
      'Texto dissertativo de até 30 linhas.',
    );
    expect(server.requestsTo('GET', '/v3/contents/get/redacoes-1')).toHaveLength(1);

    // an institution without content (404) shows nothing and is no failure
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instituição' }), 'ENEM');
    await waitFor(() => expect(server.requestsTo('GET', '/v3/contents/get/redacoes-6')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Redação Cebraspe' })).not.toBeInTheDocument();
  });

  it('says when the institution content cannot be loaded, and the form still works', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea('/redacoes', essaysRoutes({ contentStatus: 500 }));
    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    await screen.findByRole('option', { name: 'Cebraspe' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instituição' }), 'Cebraspe');
    expect(
      await screen.findByText('Não foi possível carregar as orientações desta instituição.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar redação' })).toBeEnabled();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] getEssayPageContent falhou', expect.anything());
  });

  it("offers the vertical's sample template files to download (safe links only)", async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/redacoes', essaysRoutes(), { vertical: 'oab' });
    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    const templates = await screen.findByRole('list', { name: 'Modelos de folha de redação' });
    expect(within(templates).getByRole('link', { name: /^Folha de redação/ })).toHaveAttribute(
      'href',
      'https://cdn.exemplo.com.br/modelos/folha.pdf',
    );
    expect(within(templates).queryByRole('link', { name: 'Modelo perigoso' })).not.toBeInTheDocument();
    expect(templates).toHaveTextContent('Modelo perigoso');
    expect(server.requestsTo('GET', '/v3/redacoes/templates')).toHaveLength(1);
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

  /** The form filled in (title, description, ENEM, both files) and its confirm dialog open. */
  async function fillAndConfirm(): Promise<HTMLElement> {
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Minhas redações' });
    await user.click(screen.getByRole('tab', { name: 'Enviar redação' }));
    await user.type(screen.getByRole('textbox', { name: /Título/ }), 'Desafios da educação a distância');
    await user.type(screen.getByRole('textbox', { name: 'Descrição (opcional)' }), 'Tema de maio');
    await screen.findByRole('option', { name: 'ENEM' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Instituição' }), 'ENEM');
    await user.upload(
      screen.getByLabelText('Arquivo da redação'),
      new File(['%PDF'], 'minha-redacao.pdf', { type: 'application/pdf' }),
    );
    await user.upload(
      screen.getByLabelText('Arquivo da proposta (opcional)'),
      new File(['PNG'], 'proposta.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar redação' }));
    return screen.getByRole('dialog', { name: 'Confirmar envio da redação' });
  }

  /** Everything the student filled in is still in the form (and the typed fields in their storage). */
  function expectEverythingKept() {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Enviar redação' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Título/ })).toHaveValue('Desafios da educação a distância');
    expect(screen.getByRole('textbox', { name: 'Descrição (opcional)' })).toHaveValue('Tema de maio');
    expect(screen.getByRole('combobox', { name: 'Instituição' })).toHaveValue('6');
    const chosen = screen.getByRole('list', { name: 'Arquivos selecionados' });
    expect(chosen).toHaveTextContent('Redação: minha-redacao.pdf');
    expect(chosen).toHaveTextContent('Proposta: proposta.png');
    expect(JSON.parse(window.localStorage.getItem('user:1:draft:essay') ?? 'null')).toMatchObject({
      title: 'Desafios da educação a distância',
      description: 'Tema de maio',
      institutionId: '6',
    });
  }

  it("says after 15 s (not before) that the upload takes long; 'Cancelar envio' aborts it and keeps every field and file", async () => {
    const errors = captureConsoleErrors();
    const stalled = stalledRoute();
    const { platform } = await renderArea('/redacoes', {
      ...essaysRoutes(),
      'POST /v3/redacoes': stalled.handler,
    });
    const dialog = await fillAndConfirm();

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() => expect(stalled.received).toBe(1));
    expect(within(dialog).getByRole('button', { name: 'Enviando…' })).toBeInTheDocument();
    advanceClock(14_999);
    expect(within(dialog).queryByText(SLOW)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar envio' })).not.toBeInTheDocument();

    advanceClock(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent(SLOW);
    // still sending: the student may go on waiting
    expect(within(dialog).getByRole('button', { name: 'Enviando…' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envio' }));

    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'info', message: CANCELLED }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expectEverythingKept();
    // a cancel is the student's choice, not a failure to log
    expect(errors).not.toHaveBeenCalledWith('[mfe-submissions] createEssay falhou', expect.anything());
    // and it can be sent again as it was
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar redação' }));
    expect(screen.getByRole('dialog', { name: 'Confirmar envio da redação' })).toHaveTextContent(
      'minha-redacao.pdf, proposta.png',
    );
  });

  it('gives up at the deadline (60 s and the time of its bytes) with a clear message, keeping every field and file', async () => {
    const errors = captureConsoleErrors();
    const stalled = stalledRoute();
    const { platform } = await renderArea('/redacoes', {
      ...essaysRoutes(),
      'POST /v3/redacoes': stalled.handler,
    });
    const dialog = await fillAndConfirm();

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() => expect(stalled.received).toBe(1));
    // the platform's 30 s call deadline does not cut an upload
    advanceClock(30_000);
    await realSleep(20);
    expect(stalled.aborted).toBe(0);
    expect(within(dialog).getByRole('status')).toHaveTextContent(SLOW);
    // '%PDF' and 'PNG': 7 bytes
    advanceClock(uploadDeadlineMs(7) - 30_000 - 1);
    await realSleep(20);
    expect(stalled.aborted).toBe(0);
    expect(platform.calls.toasts).toEqual([]);

    advanceClock(1);
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: TIMED_OUT }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expectEverythingKept();
    expect(errors).toHaveBeenCalledWith('[mfe-submissions] createEssay falhou', expect.anything());
  });

  it('shows none of this for an upload that is answered at once', async () => {
    const { platform } = await renderArea('/redacoes', essaysRoutes());
    const dialog = await fillAndConfirm();

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
    await eventually(() =>
      expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Redação enviada para correção!' }]),
    );
    advanceClock(uploadDeadlineMs(7) + 60_000);
    await realSleep(20);
    expect(screen.queryByText(SLOW)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar envio' })).not.toBeInTheDocument();
    expect(platform.calls.toasts).toEqual([{ kind: 'success', message: 'Redação enviada para correção!' }]);
  });

  it('bounds the resend of an essay too: slow notice, deadline message, the dialog and its file kept', async () => {
    captureConsoleErrors();
    const stalled = stalledRoute();
    const user = userEvent.setup();
    const { platform } = await renderArea('/redacoes', {
      ...essaysRoutes(),
      'PUT /v3/redacoes/:id': stalled.handler,
    });
    const failed = await screen.findByRole('article', { name: 'Democratização do cinema' });
    await user.click(within(failed).getByRole('button', { name: 'Reenviar redação' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Novo arquivo da redação'),
      new File(['%PDF'], 'nova.pdf', { type: 'application/pdf' }),
    );

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));
    await eventually(() => expect(stalled.received).toBe(1));
    advanceClock(14_999);
    expect(within(dialog).queryByText(SLOW)).not.toBeInTheDocument();
    advanceClock(1);
    expect(within(dialog).getByRole('status')).toHaveTextContent(SLOW);
    expect(within(dialog).getByRole('button', { name: 'Cancelar envio' })).toBeInTheDocument();

    advanceClock(uploadDeadlineMs(4) - 15_000);
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'error', message: TIMED_OUT }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Arquivo escolhido: nova.pdf');
    expect(within(dialog).queryByText(SLOW)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reenviar para correção' })).toBeEnabled();
  });

  it('lets the student cancel a resend, keeping the dialog and its file', async () => {
    const stalled = stalledRoute();
    const user = userEvent.setup();
    const { platform } = await renderArea('/redacoes', {
      ...essaysRoutes(),
      'PUT /v3/redacoes/:id': stalled.handler,
    });
    const failed = await screen.findByRole('article', { name: 'Democratização do cinema' });
    await user.click(within(failed).getByRole('button', { name: 'Reenviar redação' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Novo arquivo da redação'), new File(['x'], 'nova.png'));

    useFakeUploadClock();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reenviar para correção' }));
    await eventually(() => expect(stalled.received).toBe(1));
    advanceClock(15_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envio' }));
    await eventually(() => expect(platform.calls.toasts).toEqual([{ kind: 'info', message: CANCELLED }]));
    await eventually(() => expect(stalled.aborted).toBe(1));
    jest.useRealTimers();
    expect(dialog).toHaveTextContent('Arquivo escolhido: nova.png');
  });
});
