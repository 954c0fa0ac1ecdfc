import type { FastifyInstance } from 'fastify';
import { isVerticalId, VERTICAL_IDS, type HomeHighlight, type VerticalId } from 'shared-contracts';
import { notFound } from '../../http-error';

/**
 * What each vertical's static highlights file holds (/static-bff/home/highlights-{vertical}.json, the
 * fallback of GET /v3/home, spec 3 §7 Home): the permanent entry points, so /destaques is never empty
 * because of an outage.
 */
const STATIC_HIGHLIGHTS: Readonly<Record<VerticalId, readonly HomeHighlight[]>> = {
  concursos: [
    {
      id: -1,
      title: 'Questões de concursos',
      description: 'Monte seus cadernos com filtros por banca, órgão e assunto.',
      url: '/questoes/buscar',
    },
    {
      id: -2,
      title: 'Trilhas Estratégicas',
      description: 'Roteiros de estudo prontos por carreira.',
      url: '/trilhas-estrategicas',
    },
    {
      id: -3,
      title: 'Aulas ao vivo',
      description: 'Aulões e correções de simulados com os professores.',
      url: '/aulas-ao-vivo',
    },
  ],
  medicina: [
    {
      id: -11,
      title: 'Questões de residência',
      description: 'Provas anteriores com comentários por especialidade.',
      url: '/questoes/buscar',
    },
    {
      id: -12,
      title: 'Aulas ao vivo',
      description: 'Revisões semanais das grandes áreas.',
      url: '/aulas-ao-vivo',
    },
  ],
  militares: [
    {
      id: -21,
      title: 'Questões das escolas militares',
      description: 'EsPCEx, ESA, AFA, EFOMM e mais.',
      url: '/questoes/buscar',
    },
    {
      id: -22,
      title: 'Trilhas Estratégicas',
      description: 'Planos de estudo por escola.',
      url: '/trilhas-estrategicas',
    },
  ],
  oab: [
    {
      id: -31,
      title: 'Questões da OAB',
      description: 'Todas as provas da 1ª fase comentadas.',
      url: '/questoes/buscar',
    },
    {
      id: -32,
      title: 'Simulados de 2ª Fase',
      description: 'Peças práticas com correção.',
      url: '/discursivas',
    },
  ],
  vestibulares: [
    {
      id: -41,
      title: 'Questões de vestibulares',
      description: 'ENEM, FUVEST, UNICAMP e as principais federais.',
      url: '/questoes/buscar',
    },
    { id: -42, title: 'Redações', description: 'Envie sua redação e receba a correção.', url: '/redacoes' },
  ],
  'carreiras-juridicas': [
    {
      id: -51,
      title: 'Questões de carreiras jurídicas',
      description: 'Magistratura, Ministério Público, Defensoria e Delegado.',
      url: '/questoes/buscar',
    },
    {
      id: -52,
      title: 'Trilhas Estratégicas',
      description: 'Blocos de estudo na ordem das provas.',
      url: '/trilhas-estrategicas',
    },
  ],
};

/** The static highlights file of a vertical: the shape of GET /v3/home's data. */
export function staticHighlights(vertical: VerticalId): {
  vertical: VerticalId;
  highlights: HomeHighlight[];
} {
  return { vertical, highlights: [...STATIC_HIGHLIGHTS[vertical]] };
}

/** GET /static-bff/home/highlights-{vertical}.json (public, served beside the site like the home files). */
export function registerStaticHighlightsRoutes(app: FastifyInstance): void {
  app.get('/static-bff/home/highlights-:vertical.json', async (request) => {
    const vertical = (request.params as { vertical: string }).vertical;
    if (!isVerticalId(vertical))
      throw notFound(
        `Destaques estáticos desconhecidos: highlights-${vertical}. Há: ${VERTICAL_IDS.join(', ')}.`,
      );
    return staticHighlights(vertical);
  });
}
