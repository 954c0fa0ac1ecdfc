import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';

afterEach(closeTestServers);
beforeEach(() => localStorage.clear());

// the whole dashboard (grid and its cards) renders in each test
jest.setTimeout(20_000);

const SLOW = { timeout: 5000 };
const TEN_MB = 10 * 1024 * 1024;

/** What the dev BFF answers: the stored file with a URL it serves. */
const uploaded = (request: RecordedRequest, id = 41) => {
  const name = /name="file"; filename="([^"]+)"/.exec(request.body)?.[1] ?? 'arquivo';
  return {
    status: 201,
    delayMs: 150,
    json: { data: { id, name, size: 12, url: `/bff/files/${id}/${encodeURIComponent(name)}` } },
  };
};

async function filesCard() {
  return screen.findByRole('region', { name: 'Meus arquivos' }, SLOW);
}

const pdf = (name = 'resumo-constitucional.pdf', content = '%PDF-1.4 resumo') =>
  new File([content], name, { type: 'application/pdf' });

describe("'Meus arquivos' on the dashboard", () => {
  it('sends the chosen file as multipart with the goal, says so, lists it with its link and keeps it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': (request: RecordedRequest) => uploaded(request),
    });
    const card = await filesCard();
    expect(within(card).getByText('Você ainda não enviou arquivos.')).toBeInTheDocument();
    const field = within(card).getByLabelText('Arquivo de estudo');
    expect(field).toHaveAccessibleDescription(
      'Formatos aceitos: PDF, imagens (PNG, JPG, JPEG, WEBP, GIF) e documentos (DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, ODP). Tamanho máximo: 10 MB.',
    );

    await user.upload(field, pdf());
    expect(within(card).getByText(/Arquivo escolhido: resumo-constitucional.pdf/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));

    const sending = await within(card).findByRole('button', { name: 'Enviando…' });
    expect(sending).toBeDisabled();
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent(
        'Arquivo enviado: resumo-constitucional.pdf',
      ),
    );
    expect(within(card).getByRole('button', { name: 'Enviar arquivo' })).toBeEnabled();
    const list = within(card).getByRole('list', { name: 'Arquivos enviados' });
    expect(within(list).getByRole('link', { name: 'resumo-constitucional.pdf' })).toHaveAttribute(
      'href',
      '/bff/files/41/resumo-constitucional.pdf',
    );
    expect(within(card).queryByText(/Arquivo escolhido/)).not.toBeInTheDocument();

    const [post, ...more] = server.requestsTo('POST', '/bff/files/upload');
    expect(more).toHaveLength(0);
    expect(post?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(post?.body).toContain('name="file"; filename="resumo-constitucional.pdf"');
    expect(post?.body).toContain('Content-Type: application/pdf');
    expect(post?.body).toContain('%PDF-1.4 resumo');
    // the student's goal (the first favourite goal of the dashboard)
    expect(post?.body).toContain('name="goal_id"\r\n\r\n7001\r\n');
    // kept in the student's own storage
    const stored = JSON.parse(localStorage.getItem('user:1:study-table:files') ?? '[]') as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        id: '41',
        name: 'resumo-constitucional.pdf',
        url: '/bff/files/41/resumo-constitucional.pdf',
      }),
    ]);
  });

  it('sends no goal_id when the student has no goal', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /bff/performance/goals/favorites': { data: [] },
      'POST /bff/files/upload': (request: RecordedRequest) => uploaded(request),
    });
    const card = await filesCard();
    await user.upload(within(card).getByLabelText('Arquivo de estudo'), pdf('mapa-mental.png', 'PNG'));
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Arquivo enviado: mapa-mental.png'),
    );
    const [post] = server.requestsTo('POST', '/bff/files/upload');
    expect(post?.body).toContain('name="file"; filename="mapa-mental.png"');
    expect(post?.body).not.toContain('name="goal_id"');
  });

  it('refuses a file over the limit before sending, with a clear message', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': (request: RecordedRequest) => uploaded(request),
    });
    const card = await filesCard();
    const field = within(card).getByLabelText('Arquivo de estudo');
    const big = pdf('apostila-completa.pdf');
    Object.defineProperty(big, 'size', { value: TEN_MB + 1 });
    await user.upload(field, big);

    expect(within(card).getByRole('alert')).toHaveTextContent('O arquivo deve ter no máximo 10 MB.');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('O arquivo deve ter no máximo 10 MB.'));
    expect(within(card).queryByText(/Arquivo escolhido/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Escolha um arquivo para enviar.');
    expect(field).toHaveFocus();

    // exactly the limit is accepted
    const exact = pdf('limite.pdf');
    Object.defineProperty(exact, 'size', { value: TEN_MB });
    await user.upload(field, exact);
    expect(field).toBeValid();
    expect(within(card).getByText(/Arquivo escolhido: limite.pdf \(10 MB\)/)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/files/upload')).toHaveLength(0);
  });

  it('refuses a file of another type before sending, with a clear message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': (request: RecordedRequest) => uploaded(request),
    });
    const card = await filesCard();
    const field = within(card).getByLabelText('Arquivo de estudo');
    expect(field).toHaveAttribute('accept', expect.stringContaining('.pdf,.png'));
    expect(field).toHaveAttribute('accept', expect.stringContaining('.docx'));

    await user.upload(field, new File(['MZ'], 'instalador.exe', { type: 'application/octet-stream' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Formato de arquivo não aceito. Envie um PDF, uma imagem (PNG, JPG, JPEG, WEBP, GIF) ou um documento (DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, ODP).',
    );
    expect(field).toBeInvalid();
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    expect(server.requestsTo('POST', '/bff/files/upload')).toHaveLength(0);

    // an office document in capitals is fine
    await user.upload(field, new File(['doc'], 'RESUMO.DOCX'));
    expect(field).toBeValid();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when sending fails and keeps the chosen file to try again', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    let fail = true;
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': (request: RecordedRequest) =>
        fail ? serverError(500) : uploaded(request, 7),
    });
    const card = await filesCard();
    const field = within(card).getByLabelText<HTMLInputElement>('Arquivo de estudo');
    await user.upload(field, pdf('questoes-comentadas.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Não foi possível enviar o arquivo. Tente novamente.',
    );
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] uploadStudyFile falhou', expect.anything());
    // a write is not retried by the client: one request
    expect(server.requestsTo('POST', '/bff/files/upload')).toHaveLength(1);
    expect(within(card).getByText(/Arquivo escolhido: questoes-comentadas.pdf/)).toBeInTheDocument();
    expect(field.files?.[0]?.name).toBe('questoes-comentadas.pdf');
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(within(card).getByText('Você ainda não enviou arquivos.')).toBeInTheDocument();

    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    await waitFor(() =>
      expect(within(card).getByRole('status')).toHaveTextContent('Arquivo enviado: questoes-comentadas.pdf'),
    );
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(server.requestsTo('POST', '/bff/files/upload')).toHaveLength(2);
  });

  it('gives the size limit when the server answers 413', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': serverError(413, 'O arquivo deve ter no máximo 10 MB.', 'FILE_TOO_LARGE'),
    });
    const card = await filesCard();
    await user.upload(within(card).getByLabelText('Arquivo de estudo'), pdf());
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('O arquivo deve ter no máximo 10 MB.');
  });

  it('shows the files sent again after a reload (kept per student), newest first', async () => {
    const user = userEvent.setup();
    let sent = 0;
    const first = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /bff/files/upload': (request: RecordedRequest) => uploaded(request, (sent += 1)),
    });
    let card = await filesCard();
    await user.upload(within(card).getByLabelText('Arquivo de estudo'), pdf('aula-1.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    await within(card).findByRole('link', { name: 'aula-1.pdf' });
    await user.upload(within(card).getByLabelText('Arquivo de estudo'), pdf('aula-2.pdf'));
    await user.click(within(card).getByRole('button', { name: 'Enviar arquivo' }));
    await within(card).findByRole('link', { name: 'aula-2.pdf' });
    first.unmount();

    await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    card = await filesCard();
    const links = within(within(card).getByRole('list', { name: 'Arquivos enviados' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['aula-2.pdf', '/bff/files/2/aula-2.pdf'],
      ['aula-1.pdf', '/bff/files/1/aula-1.pdf'],
    ]);
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
  });

  it("shows another student's list only to them", async () => {
    localStorage.setItem(
      'user:99:study-table:files',
      JSON.stringify([
        {
          id: '5',
          name: 'de-outro.pdf',
          size: 10,
          url: '/bff/files/5/de-outro.pdf',
          sentAt: '2025-03-05T12:00:00.000Z',
        },
      ]),
    );
    localStorage.setItem(
      'user:1:study-table:files',
      JSON.stringify([
        {
          id: '6',
          name: 'meu.pdf',
          size: 2048,
          url: 'javascript:alert(1)',
          sentAt: '2025-03-05T12:00:00.000Z',
        },
      ]),
    );
    await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    const card = await filesCard();
    expect(within(card).queryByText('de-outro.pdf')).not.toBeInTheDocument();
    // an unsafe URL is no link: the name alone
    expect(within(card).getByText('meu.pdf')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'meu.pdf' })).not.toBeInTheDocument();
    expect(within(card).getByText(/2 KB/)).toBeInTheDocument();
  });
});
