import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudyTableCardGrid } from 'shared-contracts';
import {
  captureConsoleErrors,
  closeTestServers,
  renderArea,
  serverError,
} from '../../../testing/render-area';
import { DASHBOARD_ROUTES } from '../../../testing/fixtures';
import { defaultLayouts } from './grid-layout';

afterEach(closeTestServers);
jest.setTimeout(20_000);

const SLOW = { timeout: 5000 };

/**
 * Where a card is laid out: its grid lines at rest (the still grid's `grid-column: x+1 / span w`), its
 * transform in pixels while organizing (react-grid-layout).
 */
function placeOf(card: HTMLElement): { x: number; y: number } {
  const translated = /translate\((-?[\d.]+)px,\s*(-?[\d.]+)px\)/.exec(card.style.transform);
  if (translated) return { x: Number(translated[1]), y: Number(translated[2]) };
  const line = (value: string) => {
    const start = /^(\d+) \/ span \d+$/.exec(value)?.[1];
    if (!start) throw new Error(`a card without a place in the grid: "${value}"`);
    return Number(start) - 1;
  };
  return { x: line(card.style.gridColumn), y: line(card.style.gridRow) };
}

/** The cards' headings in the order they are laid out on screen (top to bottom, left to right). */
const cardOrder = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-grid-card]'))
    .map((card) => ({ ...placeOf(card), title: card.querySelector('h2')?.textContent }))
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((card) => card.title);

/** The cards' headings in document order: what a screen reader reads and Tab follows. */
const domOrder = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-grid-card] h2')).map((h) => h.textContent);

describe('dashboard grid', () => {
  it('starts from the default layout when nothing was saved', async () => {
    await renderArea('/mesa-de-estudo', DASHBOARD_ROUTES);
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()).toEqual([
      'Atividades recentes',
      'Continue estudando',
      'Cursos recomendados',
      'Seu objetivo',
      'Favoritos',
      'Últimas atualizações',
      'Cursos exclusivos',
      'Meus arquivos',
    ]);
  });

  it('moves a card with the keyboard controls and saves the layout with POST card-grid', async () => {
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/study-table/card-grid': (request: { json: unknown }) => ({ json: { data: request.json } }),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(screen.queryByRole('group', { name: 'Organizar Favoritos' })).not.toBeInTheDocument();

    const organize = screen.getByRole('button', { name: 'Organizar mesa' });
    await userEvent.click(organize);
    expect(screen.getByRole('button', { name: 'Concluir organização' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const favorites = screen.getByRole('group', { name: 'Organizar Favoritos' });
    await userEvent.click(within(favorites).getByRole('button', { name: 'Mover Favoritos para cima' }));

    await waitFor(() => expect(server.requestsTo('POST', '/v3/study-table/card-grid')).toHaveLength(1));
    const sent = server.requestsTo('POST', '/v3/study-table/card-grid')[0]?.json as StudyTableCardGrid;
    expect(Number.isNaN(Date.parse(sent.updatedAt))).toBe(false);
    const breakpoint = screen.getByTestId('study-table-grid').dataset.breakpoint as string;
    const moved = [...(sent.responsiveLayout[breakpoint] ?? [])].sort((a, b) => a.y - b.y || a.x - b.x);
    expect(moved.map((item) => item.i).indexOf('favorites')).toBe(3);
    expect(moved.map((item) => item.i).indexOf('goal')).toBe(4);
    await waitFor(() =>
      expect(cardOrder().indexOf('Favoritos')).toBeLessThan(cardOrder().indexOf('Seu objetivo')),
    );
    expect(screen.getByText('Organização da mesa salva.')).toBeInTheDocument();
  });

  it('restores the saved layout on the next visit', async () => {
    const widgets = [
      'recent-activities',
      'keep-studying',
      'recommended',
      'goal',
      'favorites',
      'last-updates',
      'exclusive',
    ];
    const order = ['last-updates', ...widgets.filter((id) => id !== 'last-updates')];
    const saved = defaultLayouts(order.map((id) => ({ id, column: 'main', h: 4 })));
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': {
        data: { responsiveLayout: saved, updatedAt: '2025-03-05T12:00:00.000Z' },
      },
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()[0]).toBe('Últimas atualizações');
  });

  it("appends 'Meus arquivos' to a layout saved before the card existed, keeping the rest as saved", async () => {
    const before = ['favorites', 'recent-activities', 'keep-studying', 'recommended', 'goal', 'last-updates'];
    const saved = defaultLayouts([...before, 'exclusive'].map((id) => ({ id, column: 'main', h: 4 })));
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': {
        data: { responsiveLayout: saved, updatedAt: '2025-03-05T12:00:00.000Z' },
      },
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    await screen.findByRole('region', { name: 'Meus arquivos' }, SLOW);
    await waitFor(() =>
      expect(cardOrder()).toEqual([
        'Favoritos',
        'Atividades recentes',
        'Continue estudando',
        'Cursos recomendados',
        'Seu objetivo',
        'Últimas atualizações',
        'Cursos exclusivos',
        'Meus arquivos',
      ]),
    );
    // placed on every breakpoint, below the saved cards
    expect(domOrder().at(-1)).toBe('Meus arquivos');
  });

  it("restores the arrangement from the study table's own record (GET /v3/study-table) when it is the newer", async () => {
    const order = ['favorites', 'recent-activities', 'keep-studying', 'recommended', 'goal', 'last-updates'];
    const saved = defaultLayouts([...order, 'exclusive'].map((id) => ({ id, column: 'main', h: 4 })));
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': {
        data: { responsiveLayout: defaultLayouts([]), updatedAt: '2025-03-01T12:00:00.000Z' },
      },
      'GET /v3/study-table': { data: { responsiveLayout: saved, updatedAt: '2025-03-05T12:00:00.000Z' } },
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(server.requestsTo('GET', '/v3/study-table')).toHaveLength(1);
    expect(cardOrder()[0]).toBe('Favoritos');
  });

  it('keeps the newer card grid over an older study table record', async () => {
    const order = ['last-updates', 'recent-activities', 'keep-studying', 'recommended', 'goal', 'favorites'];
    const newer = defaultLayouts([...order, 'exclusive'].map((id) => ({ id, column: 'main', h: 4 })));
    const older = defaultLayouts(
      ['goal', ...order.filter((id) => id !== 'goal'), 'exclusive'].map((id) => ({
        id,
        column: 'main',
        h: 4,
      })),
    );
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': {
        data: { responsiveLayout: newer, updatedAt: '2025-03-05T12:00:00.000Z' },
      },
      'GET /v3/study-table': { data: { responsiveLayout: older, updatedAt: '2025-03-01T12:00:00.000Z' } },
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()[0]).toBe('Últimas atualizações');
  });

  it('swallows a failing GET /v3/study-table: logged, no alert, the saved card grid still restored', async () => {
    const errors = captureConsoleErrors();
    const order = ['last-updates', 'recent-activities', 'keep-studying', 'recommended', 'goal', 'favorites'];
    const saved = defaultLayouts([...order, 'exclusive'].map((id) => ({ id, column: 'main', h: 4 })));
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': {
        data: { responsiveLayout: saved, updatedAt: '2025-03-05T12:00:00.000Z' },
      },
      'GET /v3/study-table': serverError(500),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()[0]).toBe('Últimas atualizações');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getStudyTable falhou', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uses the default layout when both the card grid and the study table record fail', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': serverError(500),
      'GET /v3/study-table': serverError(500),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()[0]).toBe('Atividades recentes');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getStudyTable falhou', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the default layout when the saved grid cannot be read', async () => {
    const errors = captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': serverError(404),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(cardOrder()[0]).toBe('Atividades recentes');
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getCardGrid falhou', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
    expect(screen.getByRole('group', { name: 'Organizar Favoritos' })).toBeInTheDocument();
  });

  it('answers a GET card-grid 500 with the default layout, and the dashboard stays usable', async () => {
    const errors = captureConsoleErrors();
    const { server } = await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'GET /v3/study-table/card-grid': serverError(500),
      'POST /v3/study-table/card-grid': (request: { json: unknown }) => ({ json: { data: request.json } }),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    // the default arrangement (whatever the breakpoint): the main column's cards, the side's in order
    const order = cardOrder();
    expect(order[0]).toBe('Atividades recentes');
    expect(order.indexOf('Continue estudando')).toBeLessThan(order.indexOf('Cursos recomendados'));
    expect(order.indexOf('Seu objetivo')).toBeLessThan(order.indexOf('Favoritos'));
    expect(order.indexOf('Favoritos')).toBeLessThan(order.indexOf('Últimas atualizações'));
    expect(errors).toHaveBeenCalledWith('[mfe-study-table] getCardGrid falhou', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // the cards work and can still be arranged and saved
    expect(
      await within(screen.getByRole('region', { name: 'Atividades recentes' })).findByRole(
        'link',
        { name: 'Direito Constitucional - Direitos Fundamentais' },
        SLOW,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover Favoritos para cima' }));
    await waitFor(() => expect(server.requestsTo('POST', '/v3/study-table/card-grid')).toHaveLength(1));
  });

  it('reads the cards in the order they are shown once rearranged (screen reader and Tab order)', async () => {
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/study-table/card-grid': (request: { json: unknown }) => ({ json: { data: request.json } }),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    expect(domOrder()).toEqual(cardOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover Favoritos para cima' }));
    await waitFor(() =>
      expect(cardOrder().indexOf('Favoritos')).toBeLessThan(cardOrder().indexOf('Seu objetivo')),
    );
    expect(domOrder()).toEqual(cardOrder());
    expect(domOrder().indexOf('Favoritos')).toBeLessThan(domOrder().indexOf('Seu objetivo'));
  });

  it('says when saving fails and keeps what the student arranged', async () => {
    captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/study-table/card-grid': serverError(),
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover Continue estudando para cima' }));
    expect(await screen.findByText(/Não foi possível salvar a organização da sua mesa/)).toBeInTheDocument();
    expect(cardOrder()[0]).toBe('Continue estudando');
  });

  it('on a 429 tells the student to wait a little, and keeps what they arranged', async () => {
    captureConsoleErrors();
    await renderArea('/mesa-de-estudo', {
      ...DASHBOARD_ROUTES,
      'POST /v3/study-table/card-grid': { status: 429, json: {} },
    });
    await screen.findByRole('region', { name: 'Cursos exclusivos' }, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Organizar mesa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover Continue estudando para cima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente. A organização continua assim nesta visita.',
    );
    expect(cardOrder()[0]).toBe('Continue estudando');
  });
});
