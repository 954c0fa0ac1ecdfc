import { screen, within } from '@testing-library/react';
import type { RecordedRequest } from 'shared-contracts/testing';
import { closeTestServers, renderArea } from '../../testing/render-area';
import { ITEMS } from '../../testing/fixtures';

afterEach(closeTestServers);

const ORDER = [100111, 100112, 100121];

const ROUTES = {
  'GET /v3/print/content/course/1001/chapter/10011': (request: RecordedRequest) => {
    const page = Number(request.query.get('page'));
    const item = ITEMS[ORDER[page - 1] ?? 0];
    return {
      json: {
        data: { title: 'Direitos Fundamentais', items: item ? [item] : [] },
        pagination: { page, per_page: 1, total: 3, last_page: 3 },
      },
    };
  },
};

describe('print view', () => {
  it.each(['/ldi/print', '/ldi/pdf', '/trilhas-interativas/print'])(
    '%s loads the chapter page by page with the print-system token, then offers Imprimir',
    async (path) => {
      const { server } = await renderArea(`${path}?curso=1001&capitulo=10011`, ROUTES);
      expect(await screen.findByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Direitos Fundamentais' })).toBeInTheDocument();
      expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
        'Direitos Fundamentais: teoria',
        'Direitos Fundamentais: resumo em áudio',
        'Organização do Estado: teoria',
      ]);
      const requests = server.requestsTo('GET', '/v3/print/content/course/1001/chapter/10011');
      expect(requests.map((request) => Object.fromEntries(request.query))).toEqual([
        { paginate: '1', page: '1' },
        { paginate: '1', page: '2' },
        { paginate: '1', page: '3' },
      ]);
      for (const request of requests)
        expect(request.headers['x-print-system-token']).toBe('front-student-print');
      const question = screen.getByRole('article', { name: 'Direitos Fundamentais: teoria' });
      expect(
        within(question).getByText('Questão · CEBRASPE 2021 - PF - Agente de Polícia Federal'),
      ).toBeInTheDocument();
    },
  );

  it('marks the print-test view', async () => {
    await renderArea('/ldi/print-test?curso=1001&capitulo=10011', ROUTES);
    expect(await screen.findByRole('note')).toHaveTextContent('Impressão de teste');
  });

  it('prints one block (?bloco=) from GET /v3/print/blocks/{id} with the print-system token', async () => {
    const block = ITEMS[100111]!.blocks[0]!;
    const { server } = await renderArea('/ldi/print?curso=1001&bloco=1001111', {
      'GET /v3/print/blocks/1001111': {
        data: {
          ...block,
          item_title: 'Direitos Fundamentais: teoria',
          chapter_title: 'Direitos Fundamentais',
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Direitos Fundamentais' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Direitos Fundamentais: teoria' });
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Conceito e características' }),
    ).toBeInTheDocument();
    expect(server.requestsTo('GET', '/v3/print/blocks/1001111')[0]?.headers['x-print-system-token']).toBe(
      'front-student-print',
    );
  });

  it('is not found without course and chapter', async () => {
    await renderArea('/ldi/print', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
  });
});
