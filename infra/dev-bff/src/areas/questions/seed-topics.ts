import type { VerticalId } from 'shared-contracts';

/** A subject (assunto) of a discipline. */
export interface SeedSubject {
  id: number;
  name: string;
}

/** A discipline of the bank: the root of the topics tree, with the verticals whose students see it. */
export interface SeedDiscipline {
  id: number;
  name: string;
  verticals: VerticalId[];
  subjects: SeedSubject[];
}

const PUBLIC_SERVICE: VerticalId[] = ['concursos', 'carreiras-juridicas'];

/** The topics tree: disciplines and their subjects (ids of subjects are discipline id × 100 + n). */
export const SEED_DISCIPLINES: readonly SeedDiscipline[] = [
  {
    id: 1,
    name: 'Língua Portuguesa',
    verticals: ['concursos', 'carreiras-juridicas', 'militares', 'vestibulares'],
    subjects: [
      { id: 101, name: 'Concordância verbal' },
      { id: 102, name: 'Crase' },
      { id: 103, name: 'Interpretação de texto' },
      { id: 104, name: 'Pontuação' },
    ],
  },
  {
    id: 2,
    name: 'Direito Constitucional',
    verticals: [...PUBLIC_SERVICE, 'oab'],
    subjects: [
      { id: 201, name: 'Direitos e garantias fundamentais' },
      { id: 202, name: 'Organização do Estado' },
      { id: 203, name: 'Controle de constitucionalidade' },
    ],
  },
  {
    id: 3,
    name: 'Direito Administrativo',
    verticals: [...PUBLIC_SERVICE, 'oab'],
    subjects: [
      { id: 301, name: 'Atos administrativos' },
      { id: 302, name: 'Licitações e contratos' },
      { id: 303, name: 'Agentes públicos' },
    ],
  },
  {
    id: 4,
    name: 'Raciocínio Lógico-Matemático',
    verticals: ['concursos', 'militares'],
    subjects: [
      { id: 401, name: 'Lógica proposicional' },
      { id: 402, name: 'Porcentagem' },
      { id: 403, name: 'Análise combinatória' },
    ],
  },
  {
    id: 5,
    name: 'Informática',
    verticals: ['concursos'],
    subjects: [
      { id: 501, name: 'Segurança da informação' },
      { id: 502, name: 'Planilhas eletrônicas' },
      { id: 503, name: 'Redes e internet' },
    ],
  },
  {
    id: 6,
    name: 'Direito Penal',
    verticals: [...PUBLIC_SERVICE, 'oab'],
    subjects: [
      { id: 601, name: 'Teoria do crime' },
      { id: 602, name: 'Crimes contra a administração pública' },
    ],
  },
  {
    id: 7,
    name: 'Clínica Médica',
    verticals: ['medicina'],
    subjects: [
      { id: 701, name: 'Cardiologia' },
      { id: 702, name: 'Endocrinologia' },
      { id: 703, name: 'Infectologia' },
    ],
  },
  {
    id: 8,
    name: 'Pediatria',
    verticals: ['medicina'],
    subjects: [
      { id: 801, name: 'Neonatologia' },
      { id: 802, name: 'Imunizações' },
      { id: 803, name: 'Aleitamento materno' },
    ],
  },
  {
    id: 9,
    name: 'Matemática',
    verticals: ['militares', 'vestibulares'],
    subjects: [
      { id: 901, name: 'Funções e equações' },
      { id: 902, name: 'Geometria plana' },
      { id: 903, name: 'Probabilidade' },
    ],
  },
  {
    id: 10,
    name: 'História do Brasil',
    verticals: ['militares', 'vestibulares'],
    subjects: [
      { id: 1001, name: 'Brasil Colônia' },
      { id: 1002, name: 'Era Vargas' },
      { id: 1003, name: 'República' },
    ],
  },
  {
    id: 11,
    name: 'Ética Profissional',
    verticals: ['oab'],
    subjects: [
      { id: 1101, name: 'Estatuto da Advocacia e da OAB' },
      { id: 1102, name: 'Código de Ética e Disciplina' },
    ],
  },
  {
    id: 12,
    name: 'Direito Civil',
    verticals: ['oab', 'carreiras-juridicas'],
    subjects: [
      { id: 1201, name: 'Parte geral' },
      { id: 1202, name: 'Direito das obrigações' },
    ],
  },
];
