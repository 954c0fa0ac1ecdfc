import type { FastifyInstance } from 'fastify';
import type { HomeContent, HomeContentVertical } from 'shared-contracts';
import { notFound } from '../../http-error';
import { registerStaticHighlightsRoutes } from './static-highlights';

export const HOME_CONTENT_VERTICALS: readonly HomeContentVertical[] = [
  'concursos',
  'med',
  'oab',
  'vestibulares',
];

const NAMES: Record<HomeContentVertical, string> = {
  concursos: 'Concursos',
  med: 'Medicina',
  oab: 'OAB',
  vestibulares: 'Vestibulares',
};

/** The editorial home content of a vertical (what GET /v3/contents/home-{vertical} answers). */
export function homeContent(vertical: HomeContentVertical): HomeContent {
  const name = NAMES[vertical];
  return {
    title: `Novidades em ${name}`,
    banners: [{ id: 1, title: `Semana de revisão ${name}`, url: '/aulas-ao-vivo' }],
    sections: [
      {
        id: 10,
        title: 'Comece por aqui',
        items: [
          { id: 101, title: 'Monte seu caderno de questões', url: '/questoes/buscar' },
          { id: 102, title: 'Veja seu desempenho', url: '/meu-desempenho' },
        ],
      },
    ],
  };
}

/**
 * The static fallback file of a vertical (served beside the site, never from the content API): the
 * permanent entry points, without the week's editorial banners.
 */
export function staticHomeContent(vertical: HomeContentVertical): HomeContent {
  return {
    title: `Destaques de ${NAMES[vertical]}`,
    banners: [],
    sections: [
      {
        id: 1,
        title: 'Acesso rápido',
        items: [
          { id: 1, title: 'Questões', url: '/questoes/buscar' },
          { id: 2, title: 'Aulas ao vivo', url: '/aulas-ao-vivo' },
          { id: 3, title: 'Meu desempenho', url: '/meu-desempenho' },
        ],
      },
    ],
  };
}

const verticalOf = (value: unknown): HomeContentVertical => {
  const vertical = String(value);
  if (!HOME_CONTENT_VERTICALS.includes(vertical as HomeContentVertical))
    throw notFound(
      `Conteúdo da home desconhecido: home-${vertical}. Há: ${HOME_CONTENT_VERTICALS.join(', ')}.`,
    );
  return vertical as HomeContentVertical;
};

/**
 * GET /v3/contents/home-{vertical} and the static fallback files /static-bff/home/home-{vertical}.json and
 * /static-bff/home/highlights-{vertical}.json (the fallback of GET /v3/home), all public.
 */
export function registerHomeContentRoutes(app: FastifyInstance): void {
  registerStaticHighlightsRoutes(app);
  app.get('/v3/contents/home-:vertical', async (request) => ({
    data: homeContent(verticalOf((request.params as { vertical: string }).vertical)),
  }));
  app.get('/static-bff/home/home-:vertical.json', async (request) =>
    staticHomeContent(verticalOf((request.params as { vertical: string }).vertical)),
  );
}
