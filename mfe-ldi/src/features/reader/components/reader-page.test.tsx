import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CastPlayRequest } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { CHAPTERS, COURSE, ITEMS, SLUG } from '../../../testing/fixtures';

afterEach(closeTestServers);

const ROUTES = {
  [`GET /v3/mci/courses/slug/${SLUG}`]: { data: COURSE },
  [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: { data: CHAPTERS },
  'GET /v3/mci/items/:id': (request: RecordedRequest) => {
    const item = ITEMS[Number(request.path.split('/').pop())];
    return item
      ? { json: { data: item, pagination: { page: 1, per_page: 15, total: item.blocks.length } } }
      : undefined;
  },
};

describe('document reader', () => {
  it('shows the chapters and the blocks of the first chapter', async () => {
    const { server } = await renderArea(`/ldi/${SLUG}`, ROUTES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional para Concursos' }),
    ).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Capítulos' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Direitos Fundamentais (concluído)', `/ldi/${SLUG}?capitulo=10011`],
      ['Organização do Estado', `/ldi/${SLUG}?capitulo=10012`],
    ]);
    expect(within(nav).getByRole('link', { name: 'Direitos Fundamentais (concluído)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Organização do Estado' })).not.toHaveAttribute(
      'aria-current',
    );

    const chapter = screen.getByRole('region', { name: 'Direitos Fundamentais' });
    expect(
      await within(chapter).findByRole('heading', { level: 3, name: 'Direitos Fundamentais: teoria' }),
    ).toBeInTheDocument();
    expect(await within(chapter).findByText('absoluto')).toBeInTheDocument();
    expect(await within(chapter).findByTitle('Direitos Fundamentais em 15 minutos')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    );
    expect(
      await within(chapter).findByRole('region', {
        name: 'Questão · CEBRASPE 2021 - PF - Agente de Polícia Federal',
      }),
    ).toBeInTheDocument();
    expect(within(chapter).getByRole('link', { name: 'Baixar Mapa mental.pdf' })).toHaveAttribute(
      'href',
      '/static-bff/arquivos/mapa.pdf',
    );
    expect(
      within(chapter).getByRole('link', { name: 'Resolver caderno: Direitos Fundamentais' }),
    ).toHaveAttribute('href', '/cadernos-e-simulados/cadernos/101');

    const itemRequest = server.requestsTo('GET', '/v3/mci/items/100111')[0];
    expect(Object.fromEntries(itemRequest?.query ?? [])).toEqual({
      page: '1',
      per_page: '15',
      order: 'asc',
      view_mode: 'complete',
      should_load_metadata: '1',
    });
  });

  it('sanitises the HTML of text blocks', async () => {
    await renderArea(`/ldi/${SLUG}`, ROUTES);
    const chapter = await screen.findByRole('region', { name: 'Direitos Fundamentais' });
    const image = await within(chapter).findByRole('img', { name: 'mapa' });

    expect(image).not.toHaveAttribute('onerror');
    expect(chapter.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("plays a cast block through the bus as an 'ldi' section", async () => {
    const { platform } = await renderArea(`/ldi/${SLUG}`, ROUTES);
    const played: CastPlayRequest[] = [];
    const subscription = platform.bus.on('cast:play').subscribe((request) => played.push(request));

    await userEvent.click(
      await screen.findByRole('button', { name: 'Ouvir Resumo em áudio: Direitos Fundamentais' }),
    );

    subscription.unsubscribe();
    expect(played).toEqual([
      {
        section: {
          id: 'ldi-1001-1001121',
          title: 'Direitos Fundamentais: resumo em áudio',
          tracks: [
            {
              id: 1001121,
              title: 'Resumo em áudio: Direitos Fundamentais',
              duration: 480,
              teachers: [{ name: 'Renato Borelli' }],
            },
          ],
          horizontalData: {
            type: 'ldi',
            data: {
              slug: SLUG,
              course_id: 1001,
              chapter_id: 10011,
              item_id: 100112,
              block_id: 1001121,
              album_id: 1001,
            },
          },
        },
        index: 0,
        albumImageUrl: null,
      },
    ]);
  });

  it('filters the blocks with the Vídeos, Textos, Questões, Casts and Anexos checkboxes', async () => {
    await renderArea(`/ldi/${SLUG}`, ROUTES);
    const chapter = await screen.findByRole('region', { name: 'Direitos Fundamentais' });
    await within(chapter).findByTitle('Direitos Fundamentais em 15 minutos');
    const filters = within(chapter).getByRole('group', { name: 'Mostrar no capítulo' });
    expect(
      within(filters)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id') && (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Vídeos', 'Textos', 'Questões', 'Casts', 'Anexos']);
    for (const box of within(filters).getAllByRole('checkbox')) expect(box).toBeChecked();

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Vídeos' }));
    expect(within(chapter).queryByTitle('Direitos Fundamentais em 15 minutos')).not.toBeInTheDocument();
    expect(within(chapter).getByText('absoluto')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Casts' }));
    expect(within(chapter).queryByRole('button', { name: /^Ouvir/ })).not.toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Questões' }));
    expect(within(chapter).queryByRole('region', { name: /^Questão/ })).not.toBeInTheDocument();
    expect(within(chapter).queryByRole('link', { name: /^Resolver caderno/ })).not.toBeInTheDocument();
    expect(
      within(chapter).getByText('Nenhum conteúdo deste item com os filtros escolhidos.'),
    ).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Vídeos' }));
    expect(within(chapter).getByTitle('Direitos Fundamentais em 15 minutos')).toBeInTheDocument();
  });

  it('opens another chapter through its link, keeping the mode and leaving the deep-linked block', async () => {
    await renderArea(`/ldi/${SLUG}?modo=simple&capitulo=10011&bloco=1001111`, ROUTES);
    const nav = await screen.findByRole('navigation', { name: 'Capítulos' });
    const link = within(nav).getByRole('link', { name: 'Organização do Estado' });
    expect(link).toHaveAttribute('href', `/ldi/${SLUG}?modo=simple&capitulo=10012`);
    await userEvent.click(link);

    const chapter = screen.getByRole('region', { name: 'Organização do Estado' });
    expect(await within(chapter).findByText(/união indissolúvel dos Estados/)).toBeInTheDocument();
    expect(window.location.search).toBe('?modo=simple&capitulo=10012');
    expect(within(nav).getByRole('link', { name: 'Organização do Estado' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Direitos Fundamentais (concluído)' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('retries a chapter whose items failed', async () => {
    captureConsoleErrors();
    let failing = true;
    await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      'GET /v3/mci/items/:id': (request: RecordedRequest) =>
        failing
          ? serverError()
          : (ROUTES['GET /v3/mci/items/:id'] as (r: RecordedRequest) => unknown)(request),
    } as never);
    // each item of the chapter loads (and fails) on its own: both say so, each with its retry
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('Não foi possível carregar o conteúdo deste capítulo.');
    failing = false;
    for (const retry of screen.getAllByRole('button', { name: 'Tentar novamente' }))
      await userEvent.click(retry);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Direitos Fundamentais: teoria' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('absoluto')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Ouvir / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('invites to add a course the student does not own', async () => {
    captureConsoleErrors();
    await renderArea(`/ldi/${SLUG}`, {
      ...ROUTES,
      [`GET /v3/mci/my-courses/slug/${SLUG}/chapters`]: {
        status: 403,
        json: { error: { message: 'Você não tem acesso a este curso.', tag: 'COURSE_NOT_OWNED' } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Este curso não está em Meus cursos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o curso' })).toHaveAttribute(
      'href',
      `/todos-os-cursos/${SLUG}`,
    );
  });

  it('shows the generic not-found page for an unknown document', async () => {
    captureConsoleErrors();
    await renderArea('/ldi/nao-existe', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toBeInTheDocument(),
    );
  });
});
