import type { Product, ProductAmounts, ProductBonus, ProductLot, VerticalId } from 'shared-contracts';

/** A seeded product and the verticals whose store sells it (the API never sends `verticals`). */
export interface SeedProduct {
  product: Product;
  verticals: readonly VerticalId[];
}

const ALL_VERTICALS: readonly VerticalId[] = [
  'concursos',
  'medicina',
  'militares',
  'oab',
  'vestibulares',
  'carreiras-juridicas',
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** 23:59:59 in São Paulo (UTC-3, no daylight saving since 2019) is 02:59:59 UTC of the next day. */
const SAO_PAULO_END_OF_DAY_UTC_OFFSET_MS = (2 * 3600 + 59 * 60 + 59) * 1000;

/** The end of the day (São Paulo) `days` from now, as ISO: lots and bonuses end in the future on every run. */
export function endOfDayInDays(days: number, now: number = Date.now()): string {
  const startOfUtcDay = Math.floor(now / DAY_MS) * DAY_MS;
  return new Date(startOfUtcDay + (days + 1) * DAY_MS + SAO_PAULO_END_OF_DAY_UTC_OFFSET_MS).toISOString();
}

/** Amounts from a card price: pix 10 % off, boleto 5 % off, 12 installments of the card price. */
export function amountsFrom(creditCardCents: number): ProductAmounts {
  return {
    credit_card: creditCardCents,
    credit_card_installments: Math.round(creditCardCents / 12),
    boleto: Math.round(creditCardCents * 0.95),
    pix: Math.round(creditCardCents * 0.9),
  };
}

const FREE: ProductAmounts = { credit_card: 0, credit_card_installments: 0, boleto: 0, pix: 0 };

interface ProductSeedInput {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** card price in cents; 0 = free */
  price: number;
  tag?: string;
  interval?: number | null;
  lot?: { name: string | null; price: number | null; endsInDays: number | null; voucherDisabled?: boolean };
  /** default: every paid product allows vouchers */
  allowVouchers?: boolean;
  bonus?: Partial<ProductBonus>;
  externalUrl?: string;
  categories: number[];
  horizontal?: string;
}

function product(input: ProductSeedInput): Product {
  const lot: ProductLot | null = input.lot
    ? {
        id: input.id * 10 + 1,
        name: input.lot.name,
        amounts: input.lot.price === null ? null : amountsFrom(input.lot.price),
        selling_ends_at: input.lot.endsInDays === null ? null : endOfDayInDays(input.lot.endsInDays),
        is_voucher_disabled: input.lot.voucherDisabled ?? false,
      }
    : null;
  const bonus: ProductBonus | null = input.bonus
    ? {
        self_products_discount: null,
        earned_products: [],
        earned_items: [],
        earned_product_discounts: [],
        ends_at: null,
        ...input.bonus,
      }
    : null;
  return {
    id: input.id,
    name: input.name,
    slug: input.slug,
    description: input.description,
    external_url: input.externalUrl ?? null,
    amounts: input.price === 0 ? { ...FREE } : amountsFrom(input.price),
    lot,
    bonus,
    interval: input.interval ?? null,
    allow_vouchers: input.allowVouchers ?? input.price > 0,
    voucher: null,
    nfe_settings: { horizontal: input.horizontal ?? 'cursos', is_mandatory: false },
    excluded_horizontal_slugs: [],
    tag: input.tag ?? null,
    category_ids: input.categories,
  };
}

/** Category ids (see seed-categories.ts). */
export const CATEGORY = {
  assinaturas: 1,
  policiais: 2,
  fiscais: 3,
  tribunais: 4,
  bancarias: 5,
  basicas: 6,
  gratuitos: 7,
  todos: 8,
  medicinaResidencia: 11,
  medicinaRevalida: 12,
  oabPrimeira: 21,
  oabSegunda: 22,
  militaresExercito: 31,
  militaresAeronautica: 32,
  vestibularesEnem: 41,
  vestibularesRedacao: 42,
  juridicasMagistratura: 51,
  juridicasMinisterio: 52,
} as const;

/** Question-bank plans, sold in every vertical. */
function subscriptionProducts(): SeedProduct[] {
  return [
    {
      verticals: ALL_VERTICALS,
      product: product({
        id: 1001,
        name: 'Assinatura Anual – Sistema de Questões',
        slug: 'assinatura-anual-sistema-de-questoes',
        description:
          'Acesso por 12 meses a mais de 1 milhão de questões comentadas, cadernos personalizados, simulados e estatísticas de desempenho.',
        price: 59880,
        tag: 'Mais vendido',
        interval: 12,
        horizontal: 'questoes',
        lot: { name: 'Assinatura Anual – Lote Promocional', price: 47880, endsInDays: 12 },
        bonus: {
          earned_items: [
            { id: 1, name: 'mapas-mentais', display_name: 'Mapas mentais em PDF' },
            { id: 2, name: 'cast', display_name: 'Resumos em áudio (Cast)' },
            { id: 3, name: 'simulados', display_name: 'Simulados mensais com ranking' },
            { id: 4, name: 'trilhas', display_name: 'Trilhas estratégicas' },
          ],
          earned_product_discounts: [
            { id: 1004, earned_discount: 20 },
            { id: 1005, earned_discount: 35 },
          ],
          ends_at: endOfDayInDays(12),
        },
        categories: [
          CATEGORY.assinaturas,
          CATEGORY.todos,
          CATEGORY.medicinaResidencia,
          CATEGORY.oabPrimeira,
          CATEGORY.militaresExercito,
          CATEGORY.vestibularesEnem,
          CATEGORY.juridicasMagistratura,
        ],
      }),
    },
    {
      verticals: ALL_VERTICALS,
      product: product({
        id: 1002,
        name: 'Assinatura Bianual – Sistema de Questões',
        slug: 'assinatura-bianual-sistema-de-questoes',
        description:
          'Dois anos de acesso ao Sistema de Questões com renovação automática e reajuste opcional pelo IGP-M.',
        price: 95760,
        interval: 24,
        horizontal: 'questoes',
        bonus: {
          self_products_discount: 20,
          earned_items: [{ id: 5, name: 'cast', display_name: 'Resumos em áudio (Cast)' }],
        },
        categories: [
          CATEGORY.assinaturas,
          CATEGORY.todos,
          CATEGORY.medicinaResidencia,
          CATEGORY.oabPrimeira,
          CATEGORY.militaresAeronautica,
          CATEGORY.vestibularesEnem,
          CATEGORY.juridicasMinisterio,
        ],
      }),
    },
    {
      verticals: ['concursos'],
      product: product({
        id: 1101,
        name: 'Assinatura Anual Premium – Questões + Cast',
        slug: 'assinatura-anual-premium',
        description:
          'Sistema de Questões, resumos em áudio (Cast) e trilhas estratégicas em um só plano de 12 meses.',
        price: 71880,
        interval: 12,
        horizontal: 'questoes',
        bonus: {
          earned_items: [
            { id: 6, name: 'cast', display_name: 'Resumos em áudio (Cast)' },
            { id: 7, name: 'trilhas', display_name: 'Trilhas estratégicas' },
          ],
        },
        categories: [CATEGORY.assinaturas, CATEGORY.todos],
      }),
    },
    {
      verticals: ['concursos'],
      product: product({
        id: 1003,
        name: 'Assinatura Vitalícia – Sistema de Questões',
        slug: 'assinatura-vitalicia-sistema-de-questoes',
        description:
          'Acesso para sempre ao Sistema de Questões, com todas as atualizações de editais incluídas.',
        price: 149700,
        tag: 'Acesso para sempre',
        horizontal: 'questoes',
        bonus: {
          earned_products: [
            { id: 1011, name: 'portugues-para-concursos', display_name: 'Português para Concursos' },
            { id: 1012, name: 'raciocinio-logico', display_name: 'Raciocínio Lógico-Matemático' },
          ],
          earned_product_discounts: [{ id: 1004, earned_discount: 40 }],
        },
        categories: [CATEGORY.assinaturas, CATEGORY.todos],
      }),
    },
  ];
}

/** The concursos store (the default vertical): at least 16 products so the first catalogue page is full. */
function concursosProducts(): SeedProduct[] {
  const only: readonly VerticalId[] = ['concursos'];
  const list: ProductSeedInput[] = [
    {
      id: 1004,
      name: 'Pacote Polícia Federal – Agente e Escrivão',
      slug: 'pacote-policia-federal-agente-escrivao',
      description:
        'Teoria em PDF e videoaulas, questões comentadas e simulados no padrão Cebraspe para Agente e Escrivão da PF.',
      price: 179880,
      tag: 'Lançamento',
      lot: { name: 'Pacote PF – 1º Lote', price: 134910, endsInDays: 7 },
      categories: [CATEGORY.policiais, CATEGORY.todos],
    },
    {
      id: 1005,
      name: 'Receita Federal – Auditor Fiscal (Curso Completo)',
      slug: 'receita-federal-auditor-fiscal',
      description:
        'Todas as disciplinas do último edital da Receita Federal, com atualização gratuita até a prova.',
      price: 219900,
      categories: [CATEGORY.fiscais, CATEGORY.todos],
    },
    {
      id: 1006,
      name: 'Tribunais – Técnico Judiciário TRF e TRT',
      slug: 'tribunais-tecnico-judiciario-trf-trt',
      description:
        'Curso regular para Técnico Judiciário, área administrativa, dos Tribunais Regionais Federais e do Trabalho.',
      price: 89900,
      categories: [CATEGORY.tribunais, CATEGORY.todos],
    },
    {
      id: 1007,
      name: 'INSS – Técnico do Seguro Social',
      slug: 'inss-tecnico-do-seguro-social',
      description: 'Preparação completa para o INSS com foco em Direito Previdenciário e Seguridade Social.',
      price: 69900,
      tag: 'Edital publicado',
      bonus: { earned_product_discounts: [{ id: 1011, earned_discount: 15 }] },
      categories: [CATEGORY.policiais, CATEGORY.todos],
    },
    {
      id: 1008,
      name: 'Banco do Brasil – Escriturário',
      slug: 'banco-do-brasil-escriturario',
      description:
        'Conhecimentos bancários, vendas e negociação, informática e matemática financeira para o BB.',
      price: 79900,
      categories: [CATEGORY.bancarias, CATEGORY.todos],
    },
    {
      id: 1009,
      name: 'Caixa Econômica Federal – Técnico Bancário',
      slug: 'caixa-tecnico-bancario',
      description: 'Curso completo para Técnico Bancário Novo da Caixa, com simulados no padrão Cesgranrio.',
      price: 79900,
      lot: { name: 'Caixa – Lote de Lançamento', price: 63920, endsInDays: 20 },
      categories: [CATEGORY.bancarias, CATEGORY.todos],
    },
    {
      id: 1010,
      name: 'PRF – Policial Rodoviário Federal',
      slug: 'prf-policial-rodoviario-federal',
      description:
        'Legislação de trânsito, física, direitos humanos e todas as disciplinas do edital da PRF.',
      price: 149900,
      categories: [CATEGORY.policiais, CATEGORY.todos],
    },
    {
      id: 1011,
      name: 'Português para Concursos – Do Zero ao Avançado',
      slug: 'portugues-para-concursos',
      description:
        'Gramática, interpretação de textos e redação oficial com mais de 3 mil questões comentadas.',
      price: 29900,
      categories: [CATEGORY.basicas, CATEGORY.todos],
    },
    {
      id: 1012,
      name: 'Raciocínio Lógico-Matemático Descomplicado',
      slug: 'raciocinio-logico-matematico',
      description:
        'Lógica proposicional, análise combinatória, probabilidade e matemática básica sem complicação.',
      price: 29900,
      categories: [CATEGORY.basicas, CATEGORY.todos],
    },
    {
      id: 1013,
      name: 'Direito Constitucional Esquematizado',
      slug: 'direito-constitucional-esquematizado',
      description: 'Teoria esquematizada, jurisprudência do STF atualizada e questões das principais bancas.',
      price: 34900,
      categories: [CATEGORY.basicas, CATEGORY.todos],
    },
    {
      id: 1014,
      name: 'Aula Inaugural: Como Estudar para Concursos',
      slug: 'aula-inaugural-como-estudar-para-concursos',
      description:
        'Planejamento, ciclos de estudo e revisões: uma aula gratuita para começar do jeito certo.',
      price: 0,
      tag: 'Gratuito',
      categories: [CATEGORY.gratuitos, CATEGORY.todos],
    },
    {
      id: 1015,
      name: 'Simulado Nacional Polícia Federal',
      slug: 'simulado-nacional-policia-federal',
      description: 'Simulado gratuito com correção comentada e ranking nacional entre os candidatos da PF.',
      price: 0,
      tag: 'Gratuito',
      categories: [CATEGORY.gratuitos, CATEGORY.policiais, CATEGORY.todos],
    },
    {
      id: 1016,
      name: 'Mentoria Individual de Estudos',
      slug: 'mentoria-individual-de-estudos',
      description: 'Acompanhamento semanal com um mentor aprovado, vendido no site parceiro de mentorias.',
      price: 119900,
      tag: 'Site parceiro',
      externalUrl: 'https://mentoria.exemplo.com.br/concursos',
      categories: [CATEGORY.todos],
    },
    {
      id: 1017,
      name: 'Discursivas e Redação para Concursos',
      slug: 'discursivas-e-redacao-para-concursos',
      description:
        'Técnicas de escrita, estrutura de peças e correções individuais de redações e questões discursivas.',
      price: 49900,
      horizontal: 'redacoes',
      allowVouchers: false,
      categories: [CATEGORY.basicas, CATEGORY.todos],
    },
    {
      id: 1018,
      name: 'SEFAZ-SP – Agente Fiscal de Rendas',
      slug: 'sefaz-sp-agente-fiscal-de-rendas',
      description: 'Legislação tributária paulista, contabilidade avançada e auditoria para a SEFAZ-SP.',
      price: 199900,
      categories: [CATEGORY.fiscais, CATEGORY.todos],
    },
    {
      id: 1019,
      name: 'Legislação Especial Esquematizada',
      slug: 'legislacao-especial-esquematizada',
      description:
        'Leis penais especiais, Estatuto do Desarmamento, Lei de Drogas e Abuso de Autoridade em esquemas.',
      price: 24900,
      categories: [CATEGORY.basicas, CATEGORY.todos],
    },
    {
      id: 1020,
      name: 'TJ-SP – Escrevente Técnico Judiciário',
      slug: 'tj-sp-escrevente-tecnico-judiciario',
      description: 'Curso para Escrevente do TJ-SP, banca Vunesp. O lote ainda está sendo configurado.',
      price: 69900,
      // A lot without amounts: the card rules hide this product (spec 3 §2) until the lot is priced.
      lot: { name: 'TJ-SP – Pré-venda', price: null, endsInDays: 30 },
      categories: [CATEGORY.tribunais, CATEGORY.todos],
    },
  ];
  return list.map((input) => ({ verticals: only, product: product(input) }));
}

/** A few products per other vertical. */
function otherVerticalProducts(): SeedProduct[] {
  const seeds: Array<{ vertical: VerticalId; input: ProductSeedInput }> = [
    {
      vertical: 'medicina',
      input: {
        id: 2001,
        name: 'Extensivo Residência Médica R1',
        slug: 'extensivo-residencia-medica-r1',
        description:
          'Clínica médica, cirurgia, pediatria, GO e preventiva com questões das principais provas de R1.',
        price: 358800,
        tag: 'Mais vendido',
        lot: { name: 'Extensivo R1 – Lote Antecipado', price: 287040, endsInDays: 15 },
        categories: [CATEGORY.medicinaResidencia],
      },
    },
    {
      vertical: 'medicina',
      input: {
        id: 2002,
        name: 'Intensivo Revalida',
        slug: 'intensivo-revalida',
        description:
          'Revisão intensiva para a primeira e a segunda etapa do Revalida, com estações práticas.',
        price: 249900,
        categories: [CATEGORY.medicinaRevalida],
      },
    },
    {
      vertical: 'medicina',
      input: {
        id: 2003,
        name: 'Aula gratuita: Como passar na Residência',
        slug: 'aula-gratuita-como-passar-na-residencia',
        description: 'Estratégias de estudo e cronograma para quem vai prestar residência médica.',
        price: 0,
        tag: 'Gratuito',
        categories: [CATEGORY.medicinaResidencia],
      },
    },
    {
      vertical: 'medicina',
      input: {
        id: 2004,
        name: 'Provas Práticas de Residência (Habilidades)',
        slug: 'provas-praticas-de-residencia',
        description: 'Checklists e vídeos comentados para as provas de habilidades clínicas.',
        price: 89900,
        categories: [CATEGORY.medicinaResidencia, CATEGORY.medicinaRevalida],
      },
    },
    {
      vertical: 'oab',
      input: {
        id: 3001,
        name: 'OAB 1ª Fase – Extensivo',
        slug: 'oab-1a-fase-extensivo',
        description: 'Todas as disciplinas da 1ª fase do Exame de Ordem com simulados semanais.',
        price: 69900,
        tag: 'Mais vendido',
        lot: { name: 'OAB 1ª Fase – Lote Promocional', price: 55920, endsInDays: 9 },
        categories: [CATEGORY.oabPrimeira],
      },
    },
    {
      vertical: 'oab',
      input: {
        id: 3002,
        name: 'OAB 2ª Fase – Direito Penal',
        slug: 'oab-2a-fase-direito-penal',
        description: 'Peças processuais penais, questões discursivas e correções individuais.',
        price: 79900,
        categories: [CATEGORY.oabSegunda],
      },
    },
    {
      vertical: 'oab',
      input: {
        id: 3003,
        name: 'OAB 2ª Fase – Direito Civil',
        slug: 'oab-2a-fase-direito-civil',
        description: 'Peças cíveis, processo civil e correções de simulados de 2ª fase.',
        price: 79900,
        categories: [CATEGORY.oabSegunda],
      },
    },
    {
      vertical: 'oab',
      input: {
        id: 3004,
        name: 'Aulão gratuito de Ética na OAB',
        slug: 'aulao-gratuito-etica-oab',
        description: 'Estatuto, Código de Ética e Regulamento Geral em uma aula gratuita.',
        price: 0,
        tag: 'Gratuito',
        categories: [CATEGORY.oabPrimeira],
      },
    },
    {
      vertical: 'militares',
      input: {
        id: 4001,
        name: 'EsPCEx – Extensivo',
        slug: 'espcex-extensivo',
        description: 'Matemática, física, química, português, inglês e redação para a EsPCEx.',
        price: 119900,
        categories: [CATEGORY.militaresExercito],
      },
    },
    {
      vertical: 'militares',
      input: {
        id: 4002,
        name: 'ESA – Sargento do Exército',
        slug: 'esa-sargento-do-exercito',
        description: 'Curso completo para a Escola de Sargentos das Armas com simulados no padrão da prova.',
        price: 89900,
        lot: { name: 'ESA – Lote de Lançamento', price: 71920, endsInDays: 18 },
        categories: [CATEGORY.militaresExercito],
      },
    },
    {
      vertical: 'militares',
      input: {
        id: 4003,
        name: 'EEAR – Controlador de Tráfego Aéreo',
        slug: 'eear-controlador-de-trafego-aereo',
        description: 'Preparação para a EEAR com inglês técnico e questões das últimas provas.',
        price: 89900,
        categories: [CATEGORY.militaresAeronautica],
      },
    },
    {
      vertical: 'militares',
      input: {
        id: 4004,
        name: 'Aula gratuita: Rotina de estudos militares',
        slug: 'aula-gratuita-rotina-militar',
        description: 'Como conciliar preparação física e estudos para as carreiras militares.',
        price: 0,
        tag: 'Gratuito',
        categories: [CATEGORY.militaresExercito, CATEGORY.militaresAeronautica],
      },
    },
    {
      vertical: 'vestibulares',
      input: {
        id: 5001,
        name: 'ENEM Extensivo',
        slug: 'enem-extensivo',
        description: 'Todas as áreas do ENEM com trilhas semanais, simulados e correção de redação.',
        price: 99900,
        tag: 'Mais vendido',
        categories: [CATEGORY.vestibularesEnem],
      },
    },
    {
      vertical: 'vestibulares',
      input: {
        id: 5002,
        name: 'Redação Nota 1000 – ENEM',
        slug: 'redacao-nota-1000-enem',
        description: 'Competências do ENEM, repertório sociocultural e correções individuais.',
        price: 39900,
        horizontal: 'redacoes',
        lot: {
          name: 'Redação Nota 1000 – Lote Promocional',
          price: 29925,
          endsInDays: 6,
          voucherDisabled: true,
        },
        categories: [CATEGORY.vestibularesRedacao],
      },
    },
    {
      vertical: 'vestibulares',
      input: {
        id: 5003,
        name: 'FUVEST 2ª Fase',
        slug: 'fuvest-2a-fase',
        description: 'Questões dissertativas e redação para a segunda fase da FUVEST.',
        price: 79900,
        categories: [CATEGORY.vestibularesEnem],
      },
    },
    {
      vertical: 'vestibulares',
      input: {
        id: 5004,
        name: 'Aulão gratuito de Redação',
        slug: 'aulao-gratuito-de-redacao',
        description: 'Estrutura da dissertação-argumentativa em uma aula gratuita.',
        price: 0,
        tag: 'Gratuito',
        categories: [CATEGORY.vestibularesRedacao],
      },
    },
    {
      vertical: 'carreiras-juridicas',
      input: {
        id: 6001,
        name: 'Magistratura Estadual – Extensivo',
        slug: 'magistratura-estadual-extensivo',
        description: 'Preparação para juiz de direito com sentenças comentadas e jurisprudência atualizada.',
        price: 299900,
        lot: { name: 'Magistratura – Lote Antecipado', price: 239920, endsInDays: 25 },
        categories: [CATEGORY.juridicasMagistratura],
      },
    },
    {
      vertical: 'carreiras-juridicas',
      input: {
        id: 6002,
        name: 'Ministério Público – Promotor de Justiça',
        slug: 'ministerio-publico-promotor',
        description: 'Curso para Promotor de Justiça com peças, discursivas e provas orais.',
        price: 289900,
        categories: [CATEGORY.juridicasMinisterio],
      },
    },
    {
      vertical: 'carreiras-juridicas',
      input: {
        id: 6003,
        name: 'Defensoria Pública – Extensivo',
        slug: 'defensoria-publica-extensivo',
        description: 'Direitos humanos, direito da criança e do adolescente e institucional da Defensoria.',
        price: 249900,
        categories: [CATEGORY.juridicasMinisterio],
      },
    },
    {
      vertical: 'carreiras-juridicas',
      input: {
        id: 6004,
        name: 'Aula gratuita: Carreiras jurídicas',
        slug: 'aula-gratuita-carreiras-juridicas',
        description: 'Um panorama das carreiras jurídicas e de como organizar a preparação.',
        price: 0,
        tag: 'Gratuito',
        categories: [CATEGORY.juridicasMagistratura],
      },
    },
  ];
  return seeds.map(({ vertical, input }) => ({ verticals: [vertical], product: product(input) }));
}

/** Every seeded product, in catalogue order. */
export function seedProducts(): SeedProduct[] {
  return [...subscriptionProducts(), ...concursosProducts(), ...otherVerticalProducts()];
}
