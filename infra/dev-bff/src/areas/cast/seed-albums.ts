import type { VerticalId } from 'shared-contracts';

/** A seeded track: title and nominal duration in seconds (the served audio is a short tone). */
export interface SeedTrack {
  title: string;
  duration: number;
}

export interface SeedAlbum {
  id: number;
  title: string;
  description: string;
  teachers: string[];
  verticals: VerticalId[];
  shelf_ids: number[];
  /** cover colours (gradient) */
  colors: [string, string];
  tracks: SeedTrack[];
}

export interface SeedShelf {
  id: number;
  title: string;
}

export const SEED_SHELVES: readonly SeedShelf[] = [
  { id: 1, title: 'Destaques da semana' },
  { id: 2, title: 'Direito' },
  { id: 3, title: 'Exatas e raciocínio' },
  { id: 4, title: 'Saúde' },
  { id: 5, title: 'Linguagens e humanidades' },
];

const LAW: VerticalId[] = ['concursos', 'carreiras-juridicas', 'oab'];

/** The cast catalogue: albums, their teachers and tracks, tagged by vertical and shelf. */
export const SEED_ALBUMS: readonly SeedAlbum[] = [
  {
    id: 1,
    title: 'Direito Constitucional em Áudio',
    description: 'Os artigos da Constituição que mais caem em prova, explicados para ouvir no caminho.',
    teachers: ['Prof. Marcelo Andrade'],
    verticals: LAW,
    shelf_ids: [1, 2],
    colors: ['#0b3d91', '#2f80ed'],
    tracks: [
      { title: 'Princípios fundamentais (arts. 1º a 4º)', duration: 754 },
      { title: 'Direitos e deveres individuais e coletivos', duration: 1322 },
      { title: 'Remédios constitucionais', duration: 1108 },
      { title: 'Nacionalidade e direitos políticos', duration: 936 },
      { title: 'Organização do Estado', duration: 1187 },
      { title: 'Controle de constitucionalidade', duration: 1460 },
    ],
  },
  {
    id: 2,
    title: 'Português para Concursos: Revisão Express',
    description: 'Concordância, regência, crase e pontuação em episódios curtos e diretos.',
    teachers: ['Profa. Luciana Ribeiro'],
    verticals: ['concursos', 'carreiras-juridicas', 'militares', 'vestibulares'],
    shelf_ids: [1, 5],
    colors: ['#8e2de2', '#c471ed'],
    tracks: [
      { title: 'Concordância verbal sem decoreba', duration: 612 },
      { title: 'Crase: os casos obrigatórios', duration: 548 },
      { title: 'Regência verbal e nominal', duration: 701 },
      { title: 'Pontuação: a vírgula que muda o sentido', duration: 655 },
      { title: 'Interpretação de texto: como a banca pensa', duration: 839 },
    ],
  },
  {
    id: 3,
    title: 'Direito Administrativo: Lei 14.133 Comentada',
    description: 'A nova Lei de Licitações e Contratos, artigo por artigo, com as pegadinhas das bancas.',
    teachers: ['Prof. Henrique Sato', 'Profa. Camila Duarte'],
    verticals: LAW,
    shelf_ids: [2],
    colors: ['#134e5e', '#71b280'],
    tracks: [
      { title: 'Princípios e agentes da contratação', duration: 1015 },
      { title: 'Modalidades de licitação', duration: 1240 },
      { title: 'Contratação direta: dispensa e inexigibilidade', duration: 1127 },
      { title: 'Fases do processo licitatório', duration: 978 },
      { title: 'Contratos administrativos e sanções', duration: 1306 },
    ],
  },
  {
    id: 4,
    title: 'Raciocínio Lógico sem Mistério',
    description: 'Proposições, equivalências e negações explicadas com exemplos do dia a dia.',
    teachers: ['Prof. Rafael Monteiro'],
    verticals: ['concursos', 'militares'],
    shelf_ids: [1, 3],
    colors: ['#f7971e', '#ffd200'],
    tracks: [
      { title: 'Proposições e conectivos', duration: 688 },
      { title: 'Negação de proposições compostas', duration: 742 },
      { title: 'Equivalências lógicas', duration: 803 },
      { title: 'Quantificadores: todo, algum, nenhum', duration: 615 },
    ],
  },
  {
    id: 5,
    title: 'Ética na OAB: Pontos que Mais Caem',
    description: 'Estatuto da Advocacia e Código de Ética para a 1ª fase do Exame de Ordem.',
    teachers: ['Profa. Juliana Castro'],
    verticals: ['oab'],
    shelf_ids: [1, 2],
    colors: ['#7b4397', '#dc2430'],
    tracks: [
      { title: 'Atividades privativas de advocacia', duration: 720 },
      { title: 'Direitos e prerrogativas do advogado', duration: 958 },
      { title: 'Sociedade de advogados', duration: 641 },
      { title: 'Publicidade e honorários', duration: 877 },
    ],
  },
  {
    id: 6,
    title: 'Cardiologia para Residência',
    description: 'Síndromes coronarianas, insuficiência cardíaca e arritmias para as provas de residência.',
    teachers: ['Dra. Patrícia Lemos', 'Dr. Eduardo Vasconcelos'],
    verticals: ['medicina'],
    shelf_ids: [1, 4],
    colors: ['#c31432', '#240b36'],
    tracks: [
      { title: 'Síndrome coronariana aguda: do ECG à reperfusão', duration: 1534 },
      { title: 'Insuficiência cardíaca crônica', duration: 1298 },
      { title: 'Fibrilação atrial', duration: 1122 },
      { title: 'Hipertensão arterial: metas e tratamento', duration: 1045 },
      { title: 'Valvopatias que mais caem', duration: 1210 },
    ],
  },
  {
    id: 7,
    title: 'Pediatria Essencial',
    description: 'Neonatologia, imunizações e aleitamento materno em revisão rápida.',
    teachers: ['Dr. Eduardo Vasconcelos'],
    verticals: ['medicina'],
    shelf_ids: [4],
    colors: ['#11998e', '#38ef7d'],
    tracks: [
      { title: 'Calendário Nacional de Vacinação', duration: 984 },
      { title: 'Icterícia neonatal', duration: 876 },
      { title: 'Aleitamento materno', duration: 752 },
      { title: 'Reanimação neonatal', duration: 1103 },
    ],
  },
  {
    id: 8,
    title: 'História do Brasil para o Vestibular',
    description: 'Da Colônia à Nova República, com os temas preferidos de ENEM e FUVEST.',
    teachers: ['Profa. Beatriz Fagundes'],
    verticals: ['vestibulares', 'militares'],
    shelf_ids: [1, 5],
    colors: ['#b79891', '#94716b'],
    tracks: [
      { title: 'Economia açucareira e mineração', duration: 903 },
      { title: 'Independência e Primeiro Reinado', duration: 866 },
      { title: 'Era Vargas', duration: 1012 },
      { title: 'Ditadura militar e redemocratização', duration: 1150 },
    ],
  },
  {
    id: 9,
    title: 'Informática para Concursos: Segurança e Redes',
    description: 'Malwares, golpes, protocolos e planilhas: o essencial de informática para a prova.',
    teachers: ['Prof. Thiago Nogueira'],
    verticals: ['concursos'],
    shelf_ids: [3],
    colors: ['#000428', '#004e92'],
    tracks: [
      { title: 'Malwares: vírus, worms e ransomware', duration: 690 },
      { title: 'Golpes na internet: phishing e engenharia social', duration: 612 },
      { title: 'Protocolos de rede e internet', duration: 775 },
      { title: 'Fórmulas de planilhas que mais caem', duration: 702 },
    ],
  },
  {
    id: 10,
    title: 'Legislação Penal Especial',
    description: 'Lei de Drogas, Estatuto do Desarmamento e crimes hediondos em linguagem direta.',
    teachers: ['Prof. Marcelo Andrade', 'Profa. Camila Duarte'],
    verticals: LAW,
    shelf_ids: [2],
    colors: ['#232526', '#414345'],
    tracks: [
      { title: 'Lei de Drogas (Lei nº 11.343/2006)', duration: 1186 },
      { title: 'Estatuto do Desarmamento', duration: 1043 },
      { title: 'Crimes hediondos e equiparados', duration: 958 },
      { title: 'Abuso de autoridade', duration: 1097 },
    ],
  },
];
