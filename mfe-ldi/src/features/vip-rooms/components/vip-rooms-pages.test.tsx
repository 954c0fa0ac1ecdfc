import { screen, waitFor, within } from '@testing-library/react';
import { outsideAct } from 'shared-design-system/testing';
import userEvent from '@testing-library/user-event';
import type { TestRoutes } from 'shared-contracts/testing';
import { NOT_FOUND_ACTION, NOT_FOUND_TITLE, RETRY_LABEL } from 'shared-design-system/area';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { markServer, withOverrides } from '../../../lib/marked-catalog/testing/mark-server';
import { chooseCatalogFilter } from '../../../lib/marked-catalog/testing/choose-catalog-filter';
import { toggleMarks } from '../../../lib/marked-catalog/testing/toggle-marks';
import type { VipRoomDetail, VipRoomEntry } from '../api/vip-room-types';

afterEach(closeTestServers);

const PF: VipRoomEntry = {
  id: 4001,
  slug: 'sala-vip-policia-federal',
  title: 'Sala VIP Polícia Federal',
  description: 'Encontros ao vivo com professores e aprovados.',
  teachers: [{ id: 11, name: 'Renato Borelli' }],
  next_meeting_at: '2025-12-02T22:00:00.000Z',
  room_url: 'https://salavip.exemplo.com.br/salavip/policia-federal',
  room_name: 'Sala VIP Polícia Federal - ao vivo',
  classificationIds: [9001],
  classes_count: 2,
  done: false,
};
const FISCAL: VipRoomEntry = {
  ...PF,
  id: 4002,
  slug: 'sala-vip-fiscal',
  title: 'Sala VIP Área Fiscal',
  description: 'Tira-dúvidas de tributário e contabilidade.',
  teachers: [{ id: 14, name: 'Fernanda Pires' }],
  room_url: 'https://salavip.exemplo.com.br/salavip/fiscal',
  room_name: 'Sala VIP Área Fiscal - ao vivo',
  classificationIds: [9002],
};
const DIRECT: VipRoomEntry = {
  ...PF,
  id: 4003,
  slug: 'sala-vip-tribunais',
  title: 'Sala VIP Tribunais',
  teachers: [{ id: 12, name: 'Luciana Amaral' }],
  room_url: 'https://meet.exemplo.com.br/tribunais',
  room_name: 'Sala VIP Tribunais - reunião',
  classificationIds: [9003],
};
const NO_ADDRESS: VipRoomEntry = {
  ...PF,
  id: 4004,
  slug: 'sala-vip-inss',
  title: 'Sala VIP INSS',
  next_meeting_at: null,
  room_url: '',
  room_name: 'Sala VIP INSS',
  classificationIds: [9004],
};
const ROOMS = [PF, FISCAL, DIRECT, NO_ADDRESS];
const SESSION_URL =
  'https://salavip.exemplo.com.br/bigbluebutton/api/join?meetingID=sala-vip-policia-federal';

const detailOf = (room: VipRoomEntry): VipRoomDetail => ({
  ...room,
  in_my_rooms: false,
  classes: [
    {
      id: room.id * 1000 + 1,
      title: 'Encontro 1 - Aula inaugural',
      position: 1,
      starts_at: null,
      done: true,
    },
    {
      id: room.id * 1000 + 2,
      title: 'Encontro 2 - Plantão de dúvidas',
      position: 2,
      starts_at: null,
      done: false,
    },
  ],
});

/** A small VIP rooms server keeping my rooms and the done marks, as the dev BFF does. */
function routes(overrides: TestRoutes = {}): TestRoutes {
  const marks = markServer({
    base: '/v3/vip-rooms',
    details: ROOMS.map(detailOf),
    list: { path: 'my-rooms', field: 'in_my_rooms' },
    classMarkIn: 'path',
    detailById: true,
  });
  return withOverrides(
    {
      'GET /v3/vip-rooms/featured': { data: [FISCAL] },
      'GET /v3/vip-rooms/catalog/classifications': {
        data: [
          { id: 9001, name: 'Polícia' },
          { id: 9002, name: 'Fiscal' },
        ],
        pagination: { page: 1, per_page: 100, total: 2, last_page: 1 },
      },
      'GET /v3/vip-rooms/filters': {
        data: [{ key: 'teacher_ids', title: 'Professores', options: [{ id: 12, name: 'Luciana Amaral' }] }],
      },
      'GET /v3/vip-rooms/catalog': (request) => {
        const area = request.query.get('classification_ids[0]');
        const teacher = request.query.get('teacher_ids[0]');
        const list = ROOMS.filter(
          (room) =>
            (area === null || room.classificationIds.includes(Number(area))) &&
            (teacher === null || room.teachers.some((entry) => entry.id === Number(teacher))),
        );
        return {
          json: {
            data: list.map((room) => marks.entry(room.id)),
            pagination: { page: 1, per_page: 40, total: list.length, last_page: 1 },
          },
        };
      },
      'GET /v3/vip-rooms/slug/:slug': (request) => {
        const room = ROOMS.find((candidate) => request.path.endsWith(`/${candidate.slug}`));
        return room
          ? { json: { data: marks.entry(room.id) } }
          : {
              status: 404,
              json: { error: { message: 'Sala VIP não encontrada.', tag: 'VIP_ROOM_NOT_FOUND' } },
            };
      },
      'GET /v3/vip-rooms/bbb-url': { data: { url: SESSION_URL } },
      ...marks.routes,
    },
    overrides,
  );
}
const failing = (path: string): TestRoutes => ({ [path]: serverError() });

describe('VIP rooms catalogue (/sala-vip)', () => {
  it('shows my rooms, the featured rooms (20) and the catalogue (40), filtered by classifications (100)', async () => {
    const { server } = await renderArea('/sala-vip', routes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sala VIP' })).toBeInTheDocument();
    const mine = screen.getByRole('region', { name: 'Minhas salas' });
    expect(await within(mine).findByText('Você ainda não adicionou salas.')).toBeInTheDocument();

    const featured = await screen.findByRole('region', { name: 'Destaques' });
    expect(await within(featured).findByRole('link', { name: FISCAL.title })).toHaveAttribute(
      'href',
      '/sala-vip/sala-vip-fiscal',
    );
    expect(within(featured).getByRole('link', { name: 'Ver todas as salas em destaque' })).toHaveAttribute(
      'href',
      '/sala-vip/estante/destaques',
    );

    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    const list = await within(catalog).findByRole('list', { name: 'Salas VIP' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(ROOMS.map((room) => room.title));
    expect(within(list).getAllByText('Renato Borelli · 2 aulas')).toHaveLength(2);
    expect(within(list).getByText('Sem encontro agendado')).toBeInTheDocument();
    expect(await within(catalog).findByRole('group', { name: 'Áreas' })).toBeInTheDocument();
    expect(within(catalog).getByRole('group', { name: 'Professores' })).toBeInTheDocument();

    expect(Object.fromEntries(server.requestsTo('GET', '/v3/vip-rooms/catalog')[0]!.query)).toEqual({
      page: '1',
      per_page: '40',
    });
    expect(server.requestsTo('GET', '/v3/vip-rooms/featured')[0]!.query.get('per_page')).toBe('20');
    expect(
      Object.fromEntries(server.requestsTo('GET', '/v3/vip-rooms/catalog/classifications')[0]!.query),
    ).toEqual({ page: '1', per_page: '100' });
    expect(server.requestsTo('GET', '/v3/vip-rooms/filters')).toHaveLength(1);
  });

  it('filters the catalogue by classification and by the server filters', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea('/sala-vip', routes());
    const catalog = await chooseCatalogFilter(user, { option: 'Fiscal', gone: PF.title, kept: FISCAL.title });
    expect(server.requestsTo('GET', '/v3/vip-rooms/catalog').at(-1)!.query.get('classification_ids[0]')).toBe(
      '9002',
    );

    await user.click(within(catalog).getByRole('checkbox', { name: 'Fiscal' }));
    await user.click(within(catalog).getByRole('checkbox', { name: 'Luciana Amaral' }));
    expect(await within(catalog).findByRole('link', { name: DIRECT.title })).toBeInTheDocument();
    await waitFor(() => expect(within(catalog).getAllByRole('link')).toHaveLength(1));
    const last = server.requestsTo('GET', '/v3/vip-rooms/catalog').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ page: '1', per_page: '40', 'teacher_ids[0]': '12' });
  });

  it('pages through the catalogue', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(
      '/sala-vip',
      routes({
        'GET /v3/vip-rooms/catalog': (request) => ({
          json: {
            data: request.query.get('page') === '2' ? [NO_ADDRESS] : [PF],
            pagination: { page: Number(request.query.get('page')), per_page: 40, total: 41, last_page: 2 },
          },
        }),
      }),
    );
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: PF.title });
    await user.click(within(catalog).getByRole('link', { name: 'Próxima página' }));
    expect(await within(catalog).findByRole('link', { name: NO_ADDRESS.title })).toBeInTheDocument();
    expect(within(catalog).getByText('Página 2 de 2')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/vip-rooms/catalog').at(-1)!.query.get('page')).toBe('2');
  });

  it('shows a filter checked as soon as its click returns, not a render later', async () => {
    await renderArea('/sala-vip', routes());
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    await within(catalog).findByRole('link', { name: PF.title });
    const box = await within(catalog).findByRole('checkbox', { name: 'Fiscal' });
    const restoreAct = outsideAct();
    try {
      box.click();
      expect(box).toBeChecked();
      await waitFor(() =>
        expect(within(catalog).queryByRole('link', { name: PF.title })).not.toBeInTheDocument(),
      );
      expect(window.location.search).toBe('?area=9002');
      expect(box).toBeChecked();
    } finally {
      restoreAct();
    }
  });

  it('goes back to the first page, replacing the address, when the address asks a page past the last one', async () => {
    const { server } = await renderArea(
      '/sala-vip?area=9001&pagina=99',
      routes({
        'GET /v3/vip-rooms/catalog': (request) => ({
          json: {
            data: Number(request.query.get('page')) > 2 ? [] : [PF],
            pagination: { page: Number(request.query.get('page')), per_page: 40, total: 41, last_page: 2 },
          },
        }),
      }),
    );
    const entries = window.history.length;
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: PF.title })).toBeInTheDocument();
    expect(within(catalog).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(catalog).queryByText('Nenhuma sala VIP encontrada')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?area=9001');
    expect(window.history.length).toBe(entries);
    expect(
      server.requestsTo('GET', '/v3/vip-rooms/catalog').map((request) => request.query.get('page')),
    ).toEqual(['99', '1']);
  });

  it('keeps the catalogue when my rooms, the featured rooms and the filters fail, saying what is missing', async () => {
    captureConsoleErrors();
    await renderArea(
      '/sala-vip',
      routes({
        ...failing('GET /v3/vip-rooms/my-rooms'),
        ...failing('GET /v3/vip-rooms/featured'),
        ...failing('GET /v3/vip-rooms/catalog/classifications'),
        ...failing('GET /v3/vip-rooms/filters'),
      }),
    );
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByRole('link', { name: PF.title })).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar suas salas.')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar as salas em destaque.')).toBeInTheDocument();
    expect(
      await within(catalog).findByText('Não foi possível carregar o filtro de áreas.'),
    ).toBeInTheDocument();
    expect(
      await within(catalog).findByText('Não foi possível carregar os demais filtros.'),
    ).toBeInTheDocument();
  });

  it('says when the catalogue cannot be loaded, and loads it again on retry', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    let fail = true;
    await renderArea(
      '/sala-vip',
      routes({
        'GET /v3/vip-rooms/catalog': () =>
          fail
            ? serverError()
            : { json: { data: [PF], pagination: { page: 1, per_page: 40, total: 1, last_page: 1 } } },
      }),
    );
    const catalog = screen.getByRole('region', { name: 'Catálogo' });
    expect(await within(catalog).findByText('Não foi possível carregar as salas VIP.')).toBeInTheDocument();
    fail = false;
    await user.click(within(catalog).getByRole('button', { name: RETRY_LABEL }));
    expect(await within(catalog).findByRole('link', { name: PF.title })).toBeInTheDocument();
  });
});

describe('VIP room (/sala-vip/{slug})', () => {
  it('shows the room, its classes with done marks, and logs the opening', async () => {
    const { server } = await renderArea(`/sala-vip/${PF.slug}`, routes());
    expect(await screen.findByRole('heading', { level: 1, name: PF.title })).toBeInTheDocument();
    expect(screen.getByText(PF.description)).toBeInTheDocument();
    expect(await screen.findByText('Sala não concluída · 1 de 2 aulas concluídas')).toBeInTheDocument();
    const classes = screen.getByRole('list', { name: 'Aulas da sala' });
    expect(within(classes).getAllByRole('listitem')[0]).toHaveTextContent(
      'Encontro 1 - Aula inaugural · Concluída',
    );
    expect(screen.getByText('Esta sala não está em Minhas salas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sala VIP' })).toHaveAttribute('href', '/sala-vip');
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/vip-rooms/event-logs')[0]?.json).toEqual({
        vip_room_id: 4001,
        event: 'room_opened',
      }),
    );
  });

  it('marks a class and the room done and not done, logging each change', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/sala-vip/${PF.slug}`, routes());
    await toggleMarks(user, {
      classes: ['Encontro 1 - Aula inaugural', 'Encontro 2 - Plantão de dúvidas'],
      markDone: 'Marcar sala como concluída',
      markNotDone: 'Marcar sala como não concluída',
      summary: { done: 'Sala concluída', notDone: 'Sala não concluída', total: 2 },
    });
    expect(server.requestsTo('PUT', '/v3/vip-rooms/class/done/4001002')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/vip-rooms/class/not-done/4001001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/vip-rooms/done/4001')).toHaveLength(1);
    expect(server.requestsTo('PUT', '/v3/vip-rooms/not-done/4001')).toHaveLength(1);
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/vip-rooms/event-logs').map((request) => request.json)).toEqual(
        expect.arrayContaining([
          { vip_room_id: 4001, class_id: 4001002, event: 'class_done' },
          { vip_room_id: 4001, class_id: 4001001, event: 'class_not_done' },
          { vip_room_id: 4001, event: 'room_done' },
          { vip_room_id: 4001, event: 'room_not_done' },
        ]),
      ),
    );
  });

  it('adds the room to my rooms (the next GET skips caches), finds it in the list, and removes it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/sala-vip/${FISCAL.slug}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Adicionar a Minhas salas' }));
    expect(await screen.findByText('Esta sala está em Minhas salas.')).toBeInTheDocument();
    const added = server.requests.findIndex(
      (request) => request.method === 'POST' && request.path === '/v3/vip-rooms/my-rooms',
    );
    expect(server.requests[added]!.json).toEqual({ id: 4002 });
    await waitFor(() =>
      expect(
        server.requests
          .slice(added + 1)
          .find((request) => request.method === 'GET' && request.path.startsWith('/v3/vip-rooms/'))?.headers[
          'cache-control'
        ],
      ).toBe('no-cache'),
    );

    window.history.pushState(null, '', '/sala-vip');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const mine = await screen.findByRole('region', { name: 'Minhas salas' });
    expect(await within(mine).findByRole('link', { name: FISCAL.title })).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Ver todas as minhas salas' })).toHaveAttribute(
      'href',
      '/sala-vip/estante/minhas-salas',
    );

    await user.click(within(mine).getByRole('link', { name: FISCAL.title }));
    await user.click(await screen.findByRole('button', { name: 'Remover de Minhas salas' }));
    expect(await screen.findByText('Esta sala não está em Minhas salas.')).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/v3/vip-rooms/my-rooms')[0]!.json).toEqual({ id: 4002 });
    await waitFor(() =>
      expect(server.requestsTo('POST', '/v3/vip-rooms/event-logs').map((request) => request.json)).toEqual(
        expect.arrayContaining([
          { vip_room_id: 4002, event: 'added_to_my_rooms' },
          { vip_room_id: 4002, event: 'removed_from_my_rooms' },
        ]),
      ),
    );
  });

  it('says a change could not be saved', async () => {
    captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(`/sala-vip/${PF.slug}`, routes(failing('POST /v3/vip-rooms/my-rooms')));
    await user.click(await screen.findByRole('button', { name: 'Adicionar a Minhas salas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a alteração. Tente novamente.',
    );
  });

  it('keeps the room and its live room when its classes fail', async () => {
    captureConsoleErrors();
    await renderArea(`/sala-vip/${PF.slug}`, routes(failing('GET /v3/vip-rooms/4001')));
    expect(await screen.findByText('Não foi possível carregar as aulas desta sala.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: PF.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar na sala ao vivo' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown room', async () => {
    captureConsoleErrors();
    await renderArea('/sala-vip/sala-que-nao-existe', routes());
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOT_FOUND_ACTION })).toHaveAttribute('href', '/questoes/buscar');
  });
});

describe('opening a live room', () => {
  const liveRoom = () => screen.getByRole('region', { name: 'Sala ao vivo' });

  it('asks for the session URL of a salavip room and offers the link to it', async () => {
    const user = userEvent.setup();
    const { server } = await renderArea(`/sala-vip/${PF.slug}`, routes());
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala ao vivo' }));
    expect(await within(liveRoom()).findByText('A sala ao vivo está pronta.')).toBeInTheDocument();
    const link = within(liveRoom()).getByRole('link', { name: 'Abrir a sala ao vivo (abre em nova aba)' });
    expect(link).toHaveAttribute('href', SESSION_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveFocus();
    expect(server.requestsTo('GET', '/v3/vip-rooms/bbb-url')[0]!.query.get('roomUrl')).toBe(PF.room_url);
    await waitFor(() =>
      expect(
        server.requestsTo('POST', '/v3/vip-rooms/event-logs').map((request) => request.json),
      ).toContainEqual({
        vip_room_id: 4001,
        event: 'live_room_opened',
      }),
    );
  });

  it("says the room is offline when the server answers 'sessão offline'", async () => {
    const user = userEvent.setup();
    await renderArea(
      `/sala-vip/${FISCAL.slug}`,
      routes({
        'GET /v3/vip-rooms/bbb-url': {
          status: 409,
          json: { error: { message: 'sessão offline', tag: 'VIP_ROOM_OFFLINE' } },
        },
      }),
    );
    const enter = await screen.findByRole('button', { name: 'Entrar na sala ao vivo' });
    expect(within(liveRoom()).queryByText(/offline/)).not.toBeInTheDocument();
    await user.click(enter);
    expect(
      await within(liveRoom()).findByText(
        'Esta sala está offline no momento. Tente novamente no horário do encontro.',
      ),
    ).toBeInTheDocument();
    expect(within(liveRoom()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(liveRoom()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when the live room could not be opened for another reason', async () => {
    const errors = captureConsoleErrors();
    const user = userEvent.setup();
    await renderArea(`/sala-vip/${PF.slug}`, routes(failing('GET /v3/vip-rooms/bbb-url')));
    await user.click(await screen.findByRole('button', { name: 'Entrar na sala ao vivo' }));
    expect(await within(liveRoom()).findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir a sala ao vivo. Tente novamente em instantes.',
    );
    expect(within(liveRoom()).getByRole('button', { name: 'Entrar na sala ao vivo' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getVipRoomSessionUrl falhou', expect.anything());
  });

  it('links an address without salavip as is, asking for no session', async () => {
    const { server } = await renderArea(`/sala-vip/${DIRECT.slug}`, routes());
    const link = await screen.findByRole('link', { name: 'Entrar na sala ao vivo (abre em nova aba)' });
    expect(link).toHaveAttribute('href', DIRECT.room_url);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(server.requestsTo('GET', '/v3/vip-rooms/bbb-url')).toHaveLength(0);
  });

  it("says 'Room URL não informada' for a room without an address", async () => {
    const { server } = await renderArea(`/sala-vip/${NO_ADDRESS.slug}`, routes());
    expect(
      await within(await screen.findByRole('region', { name: 'Sala ao vivo' })).findByText(
        'Room URL não informada',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar na sala ao vivo' })).not.toBeInTheDocument();
    expect(screen.getByText('Sala VIP INSS · Sem encontro agendado')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/vip-rooms/bbb-url')).toHaveLength(0);
  });
});

describe('VIP room shelves (/sala-vip/estante/{tipo})', () => {
  it('shows the featured rooms (20)', async () => {
    const { server } = await renderArea('/sala-vip/estante/destaques', routes());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salas VIP em destaque' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: FISCAL.title })).toHaveAttribute(
      'href',
      '/sala-vip/sala-vip-fiscal',
    );
    expect(server.requestsTo('GET', '/v3/vip-rooms/featured')[0]!.query.get('per_page')).toBe('20');
  });

  it('shows my rooms, and says when there are none', async () => {
    await renderArea('/sala-vip/estante/minhas-salas', routes());
    expect(await screen.findByRole('heading', { level: 1, name: 'Minhas salas' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Você ainda não adicionou salas' }),
    ).toBeInTheDocument();
  });

  it('says when a shelf cannot be loaded', async () => {
    captureConsoleErrors();
    await renderArea('/sala-vip/estante/destaques', routes(failing('GET /v3/vip-rooms/featured')));
    expect(await screen.findByText('Não foi possível carregar esta estante.')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown shelf', async () => {
    await renderArea('/sala-vip/estante/nao-existe', routes());
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  });
});
