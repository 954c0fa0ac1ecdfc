/**
 * The global search dropdown (GET /v3/search/preview?q&rows&start&type): one section per search type of
 * the search_show_* flags, filled from a small static pt-BR catalogue.
 */
import type { SearchPreviewItem, SearchPreviewSection } from 'shared-contracts';

type CatalogueSection = { type: string; title: string; items: SearchPreviewItem[] };

const item = (id: number, title: string, subtitle: string, url: string): SearchPreviewItem => ({
  id,
  title,
  subtitle,
  url,
});

const CATALOGUE: readonly CatalogueSection[] = [
  {
    type: 'questoes',
    title: 'Questões',
    items: [
      item(
        101,
        'Direito Constitucional: direitos e garantias fundamentais',
        '1.240 questões',
        '/questoes/buscar?q=direitos+fundamentais',
      ),
      item(
        102,
        'Direito Administrativo: atos administrativos',
        '980 questões',
        '/questoes/buscar?q=atos+administrativos',
      ),
      item(
        103,
        'Língua Portuguesa: concordância verbal',
        '760 questões',
        '/questoes/buscar?q=concordancia+verbal',
      ),
      item(104, 'Raciocínio Lógico: proposições', '540 questões', '/questoes/buscar?q=proposicoes'),
      item(
        105,
        'Direito Penal: crimes contra a administração pública',
        '610 questões',
        '/questoes/buscar?q=crimes+administracao',
      ),
      item(
        106,
        'Cardiologia: insuficiência cardíaca',
        '320 questões',
        '/questoes/buscar?q=insuficiencia+cardiaca',
      ),
    ],
  },
  {
    type: 'cursos',
    title: 'Cursos',
    items: [
      item(
        201,
        'Direito Constitucional para Concursos',
        'Curso completo',
        '/todos-os-cursos/direito-constitucional-para-concursos',
      ),
      item(
        202,
        'Direito Administrativo Descomplicado',
        'Curso completo',
        '/todos-os-cursos/direito-administrativo-descomplicado',
      ),
      item(203, 'Português para Concursos', 'Curso completo', '/todos-os-cursos/portugues-para-concursos'),
      item(
        204,
        'Clínica Médica para Residência',
        'Curso completo',
        '/todos-os-cursos/clinica-medica-para-residencia',
      ),
    ],
  },
  {
    type: 'cursosinterativos',
    title: 'Cursos interativos',
    items: [
      item(
        301,
        'Direito Constitucional Interativo',
        'Livro digital interativo',
        '/ldi/direito-constitucional-interativo',
      ),
      item(
        302,
        'Português Interativo: crase e concordância',
        'Livro digital interativo',
        '/ldi/portugues-interativo',
      ),
    ],
  },
  {
    type: 'trilhasestrategicas',
    title: 'Trilhas estratégicas',
    items: [
      item(
        401,
        'Trilha Estratégica: Direito Constitucional em 30 dias',
        'Trilha',
        '/trilhas-estrategicas/direito-constitucional-30-dias',
      ),
      item(
        402,
        'Trilha Estratégica: Português para Tribunais',
        'Trilha',
        '/trilhas-estrategicas/portugues-para-tribunais',
      ),
    ],
  },
  {
    type: 'monitorias',
    title: 'Monitorias',
    items: [
      item(501, 'Monitoria Polícia Federal', 'Monitoria', '/monitorias/monitoria-policia-federal'),
      item(502, 'Monitoria Receita Federal', 'Monitoria', '/monitorias/monitoria-receita-federal'),
    ],
  },
  {
    type: 'cast',
    title: 'Cast',
    items: [
      item(601, 'Resumo em áudio: Direito Constitucional', 'Álbum', '/cast/album/601'),
      item(602, 'Resumo em áudio: Português', 'Álbum', '/cast/album/602'),
      item(603, 'Resumo em áudio: Cardiologia', 'Álbum', '/cast/album/603'),
    ],
  },
  {
    type: 'objetivos',
    title: 'Objetivos',
    items: [
      item(701, 'Objetivo: Tribunais (TRT e TRF) - Técnico Judiciário', 'Objetivo', '/objetivos/701'),
      item(702, 'Objetivo: Polícia Federal - Agente', 'Objetivo', '/objetivos/702'),
      item(703, 'Objetivo: Residência Médica - Clínica Médica', 'Objetivo', '/objetivos/703'),
    ],
  },
  {
    type: 'aovivo',
    title: 'Aulas ao vivo',
    items: [
      item(801, 'Aulão ao vivo: Direito Constitucional na reta final', 'Ao vivo', '/aulas-ao-vivo/801'),
      item(802, 'Aulão ao vivo: Português para bancas', 'Ao vivo', '/aulas-ao-vivo/802'),
    ],
  },
];

export const SEARCH_TYPES: readonly string[] = CATALOGUE.map((section) => section.type);

/** Lower case without accents, so 'portugues' finds 'Português'. */
function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Sections whose items match every word of `q` (accents and case ignored); empty sections left out. */
export function searchPreview(
  q: string,
  options: { rows: number; start: number; type?: string },
): SearchPreviewSection[] {
  const words = normalise(q).split(/\s+/).filter(Boolean);
  return CATALOGUE.filter((section) => options.type === undefined || section.type === options.type)
    .map((section) => {
      const matches = section.items.filter((entry) => {
        const haystack = normalise(`${entry.title} ${entry.subtitle}`);
        return words.every((word) => haystack.includes(word));
      });
      return {
        type: section.type,
        title: section.title,
        total: matches.length,
        items: matches.slice(options.start, options.start + options.rows),
      };
    })
    .filter((section) => section.total > 0);
}
