import type { Discursive, DiscursiveSubmission, VerticalId } from 'shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

/** A discursive exam of the catalogue, without the student's submissions (kept per student). */
export interface SeedDiscursive {
  discursive: Omit<Discursive, 'submissions'>;
  verticals: readonly VerticalId[];
}

interface DiscursiveInput {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** negative: the deadline has passed */
  availableForDays: number;
  authors: string[];
  extra: number;
  classification: string;
}

function discursive(input: DiscursiveInput, verticals: readonly VerticalId[]): SeedDiscursive {
  return {
    verticals,
    discursive: {
      id: input.id,
      kind: 'discursive',
      name: input.name,
      slug: input.slug,
      description: input.description,
      available_until: daysFromNow(input.availableForDays),
      authors: input.authors.map((author_name) => ({ author_name })),
      additional_submission_limit: input.extra,
      classification: input.classification,
    },
  };
}

/** Slugs the seeded submissions refer to. */
export const LIMIT_REACHED_SLUG = 'simulado-discursivo-receita-federal';
export const REVISED_SLUG = 'simulado-discursivo-policia-federal';
export const OAB_REVISED_SLUG = 'simulado-2a-fase-oab-penal';

export function seedDiscursives(): SeedDiscursive[] {
  const legal: readonly VerticalId[] = ['concursos', 'carreiras-juridicas'];
  const school: readonly VerticalId[] = ['medicina', 'militares', 'vestibulares'];
  return [
    discursive(
      {
        id: 301,
        name: 'Simulado Discursivo – Polícia Federal (Agente)',
        slug: REVISED_SLUG,
        description: 'Uma redação dissertativa de até 30 linhas sobre segurança pública, no padrão Cebraspe.',
        availableForDays: 20,
        authors: ['Prof. Ricardo Almeida'],
        extra: 2,
        classification: 'Carreiras Policiais',
      },
      legal,
    ),
    discursive(
      {
        id: 302,
        name: 'Simulado Discursivo – Receita Federal (Auditor)',
        slug: LIMIT_REACHED_SLUG,
        description: 'Duas questões discursivas de Direito Tributário e uma de Contabilidade.',
        availableForDays: 12,
        authors: ['Profa. Helena Duarte', 'Prof. Fábio Torres'],
        extra: 0,
        classification: 'Carreiras Fiscais',
      },
      legal,
    ),
    discursive(
      {
        id: 303,
        name: 'Simulado Discursivo – TJ-SP (Escrevente)',
        slug: 'simulado-discursivo-tj-sp',
        description: 'Redação oficial e uma questão de Direito Processual Civil.',
        availableForDays: 30,
        authors: ['Profa. Marina Lopes'],
        extra: 1,
        classification: 'Tribunais',
      },
      legal,
    ),
    discursive(
      {
        id: 304,
        name: 'Simulado Discursivo – TCU (Auditor Federal)',
        slug: 'simulado-discursivo-tcu',
        description: 'Estudo de caso de controle externo com três questões.',
        availableForDays: 45,
        authors: ['Prof. André Nogueira'],
        extra: 1,
        classification: 'Controle',
      },
      legal,
    ),
    discursive(
      {
        id: 305,
        name: 'Simulado Discursivo – Defensoria Pública',
        slug: 'simulado-discursivo-defensoria-publica',
        description: 'Peça prática e duas questões de Direitos Humanos.',
        availableForDays: 8,
        authors: ['Profa. Carolina Reis'],
        extra: 1,
        classification: 'Carreiras Jurídicas',
      },
      legal,
    ),
    discursive(
      {
        id: 306,
        name: 'Simulado Discursivo – INSS (Analista)',
        slug: 'simulado-discursivo-inss',
        description: 'Questões discursivas de Seguridade Social. Prazo encerrado.',
        availableForDays: -3,
        authors: ['Prof. Ricardo Almeida'],
        extra: 1,
        classification: 'Previdenciária',
      },
      legal,
    ),
    discursive(
      {
        id: 401,
        name: 'Simulado de 2ª Fase – Direito Penal',
        slug: OAB_REVISED_SLUG,
        description: 'Peça prático-profissional e quatro questões de Direito Penal.',
        availableForDays: 15,
        authors: ['Prof. Gustavo Prado'],
        extra: 2,
        classification: 'Direito Penal',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 402,
        name: 'Simulado de 2ª Fase – Direito Civil',
        slug: 'simulado-2a-fase-oab-civil',
        description: 'Peça cível e quatro questões discursivas.',
        availableForDays: 15,
        authors: ['Profa. Beatriz Sampaio'],
        extra: 1,
        classification: 'Direito Civil',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 403,
        name: 'Simulado de 2ª Fase – Direito do Trabalho',
        slug: 'simulado-2a-fase-oab-trabalho',
        description: 'Reclamação trabalhista e quatro questões.',
        availableForDays: 22,
        authors: ['Prof. Daniel Couto'],
        extra: 1,
        classification: 'Direito do Trabalho',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 404,
        name: 'Simulado de 2ª Fase – Direito Administrativo',
        slug: 'simulado-2a-fase-oab-administrativo',
        description: 'Mandado de segurança e quatro questões.',
        availableForDays: 28,
        authors: ['Profa. Luísa Campos'],
        extra: 1,
        classification: 'Direito Administrativo',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 405,
        name: 'Simulado de 2ª Fase – Direito Tributário',
        slug: 'simulado-2a-fase-oab-tributario',
        description: 'Peça tributária e quatro questões.',
        availableForDays: 35,
        authors: ['Prof. Fábio Torres'],
        extra: 0,
        classification: 'Direito Tributário',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 406,
        name: 'Simulado de 2ª Fase – Direito Empresarial',
        slug: 'simulado-2a-fase-oab-empresarial',
        description: 'Prazo encerrado para envio.',
        availableForDays: -6,
        authors: ['Prof. Gustavo Prado'],
        extra: 1,
        classification: 'Direito Empresarial',
      },
      ['oab'],
    ),
    discursive(
      {
        id: 501,
        name: 'Simulado Discursivo – Redação ENEM',
        slug: 'simulado-discursivo-redacao-enem',
        description: 'Texto dissertativo-argumentativo sobre um tema social.',
        availableForDays: 10,
        authors: ['Profa. Renata Vieira'],
        extra: 2,
        classification: 'Redação',
      },
      school,
    ),
    discursive(
      {
        id: 502,
        name: 'Simulado Discursivo – FUVEST 2ª Fase',
        slug: 'simulado-discursivo-fuvest',
        description: 'Questões dissertativas de Ciências da Natureza.',
        availableForDays: 18,
        authors: ['Prof. Otávio Mendes'],
        extra: 1,
        classification: 'Vestibulares',
      },
      school,
    ),
    discursive(
      {
        id: 503,
        name: 'Simulado Discursivo – Casos Clínicos',
        slug: 'simulado-discursivo-casos-clinicos',
        description: 'Três casos clínicos com perguntas abertas.',
        availableForDays: 25,
        authors: ['Dra. Paula Arruda'],
        extra: 1,
        classification: 'Residência',
      },
      school,
    ),
    discursive(
      {
        id: 504,
        name: 'Simulado Discursivo – Redação EsPCEx',
        slug: 'simulado-discursivo-redacao-espcex',
        description: 'Prazo encerrado para envio.',
        availableForDays: -2,
        authors: ['Profa. Renata Vieira'],
        extra: 1,
        classification: 'Militares',
      },
      school,
    ),
  ];
}

/** Submissions of an active student: discursive id → submissions (oldest first). */
export function seedDiscursiveSubmissions(firstId: number): Record<number, DiscursiveSubmission[]> {
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  return {
    301: [{ id: firstId, index: 1, status: 'revised', file_names: ['pf-redacao.pdf'], created_at: ago(10) }],
    302: [
      {
        id: firstId + 1,
        index: 1,
        status: 'waiting revision',
        file_names: ['rf-questao-1.jpg', 'rf-questao-2.jpg'],
        created_at: ago(3),
      },
    ],
    401: [
      { id: firstId + 2, index: 1, status: 'revised', file_names: ['peca-penal.pdf'], created_at: ago(12) },
    ],
  };
}
