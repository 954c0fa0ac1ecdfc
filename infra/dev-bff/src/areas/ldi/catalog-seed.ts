import type { LdiTeacher, StrategicTrail, Tutoring, VerticalId, VipRoom } from 'shared-contracts';

/** What a seeded course is made of; chapters, items and blocks are built from it in courses-seed.ts. */
export interface CourseSeed {
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  /** one chapter per topic */
  topics: readonly string[];
  /** discipline words used in generated statements ('Direito Constitucional') */
  discipline: string;
}

const t = (id: number, name: string): LdiTeacher => ({ id, name });

/** ≥ 6 courses per vertical. */
export const COURSES_BY_VERTICAL: Readonly<Record<VerticalId, readonly CourseSeed[]>> = {
  concursos: [
    {
      slug: 'direito-constitucional-para-concursos',
      title: 'Direito Constitucional para Concursos',
      description: 'Teoria da Constituição, direitos fundamentais e organização do Estado com questões CEBRASPE e FGV.',
      teachers: [t(11, 'Renato Borelli')],
      topics: ['Direitos Fundamentais', 'Organização do Estado', 'Controle de Constitucionalidade'],
      discipline: 'Direito Constitucional',
    },
    {
      slug: 'direito-administrativo-para-concursos',
      title: 'Direito Administrativo para Concursos',
      description: 'Princípios, atos administrativos, licitações (Lei 14.133/2021) e responsabilidade civil do Estado.',
      teachers: [t(13, 'Marcos Girão')],
      topics: ['Princípios da Administração Pública', 'Atos Administrativos', 'Licitações e Contratos'],
      discipline: 'Direito Administrativo',
    },
    {
      slug: 'lingua-portuguesa-para-concursos',
      title: 'Língua Portuguesa para Concursos',
      description: 'Interpretação de textos, concordância, regência e crase no padrão das principais bancas.',
      teachers: [t(12, 'Luciana Amaral')],
      topics: ['Interpretação de Textos', 'Concordância Verbal e Nominal', 'Crase'],
      discipline: 'Língua Portuguesa',
    },
    {
      slug: 'raciocinio-logico-para-concursos',
      title: 'Raciocínio Lógico para Concursos',
      description: 'Proposições, equivalências, análise combinatória e probabilidade do zero.',
      teachers: [t(16, 'Júlia Carvalho')],
      topics: ['Proposições e Conectivos', 'Equivalências Lógicas', 'Análise Combinatória'],
      discipline: 'Raciocínio Lógico',
    },
    {
      slug: 'informatica-para-concursos',
      title: 'Informática para Concursos',
      description: 'Segurança da informação, redes, nuvem e pacote de escritório cobrados em provas.',
      teachers: [t(15, 'Paulo Sérgio Rocha')],
      topics: ['Segurança da Informação', 'Redes de Computadores', 'Computação em Nuvem'],
      discipline: 'Informática',
    },
    {
      slug: 'reta-final-policia-federal',
      title: 'Reta Final Polícia Federal',
      description: 'Revisão intensiva dos temas mais cobrados pela banca nos últimos cinco anos.',
      teachers: [t(11, 'Renato Borelli'), t(13, 'Marcos Girão')],
      topics: ['Legislação Especial', 'Direito Penal', 'Estatística'],
      discipline: 'Legislação Penal Especial',
    },
    {
      slug: 'discursivas-para-tribunais',
      title: 'Discursivas para Tribunais',
      description: 'Estrutura de respostas, correção comentada e modelos de peças.',
      teachers: [t(14, 'Fernanda Pires')],
      topics: ['Estrutura do Texto Dissertativo', 'Temas Recorrentes', 'Correção Comentada'],
      discipline: 'Redação Discursiva',
    },
  ],
  medicina: [
    {
      slug: 'clinica-medica-cardiologia',
      title: 'Clínica Médica: Cardiologia',
      description: 'Insuficiência cardíaca, síndromes coronarianas e arritmias para residência.',
      teachers: [t(21, 'Dra. Camila Torres')],
      topics: ['Insuficiência Cardíaca', 'Síndromes Coronarianas Agudas', 'Fibrilação Atrial'],
      discipline: 'Cardiologia',
    },
    {
      slug: 'cirurgia-geral-abdome-agudo',
      title: 'Cirurgia Geral: Abdome Agudo',
      description: 'Abordagem diagnóstica e terapêutica do abdome agudo inflamatório e obstrutivo.',
      teachers: [t(22, 'Dr. Henrique Salles')],
      topics: ['Apendicite Aguda', 'Colecistite', 'Obstrução Intestinal'],
      discipline: 'Cirurgia Geral',
    },
    {
      slug: 'pediatria-para-residencia',
      title: 'Pediatria para Residência',
      description: 'Puericultura, imunizações e emergências pediátricas.',
      teachers: [t(23, 'Dr. Eduardo Nogueira')],
      topics: ['Aleitamento Materno', 'Calendário Vacinal', 'Bronquiolite'],
      discipline: 'Pediatria',
    },
    {
      slug: 'ginecologia-e-obstetricia',
      title: 'Ginecologia e Obstetrícia',
      description: 'Pré-natal, doenças hipertensivas da gestação e rastreamento do câncer de colo.',
      teachers: [t(24, 'Dra. Marina Duarte')],
      topics: ['Pré-natal de Baixo Risco', 'Pré-eclâmpsia', 'Rastreamento do Câncer do Colo do Útero'],
      discipline: 'Ginecologia e Obstetrícia',
    },
    {
      slug: 'medicina-preventiva-sus',
      title: 'Medicina Preventiva e SUS',
      description: 'Epidemiologia, vigilância em saúde e princípios do SUS.',
      teachers: [t(25, 'Dr. Felipe Rangel')],
      topics: ['Princípios do SUS', 'Estudos Epidemiológicos', 'Vigilância em Saúde'],
      discipline: 'Medicina Preventiva',
    },
    {
      slug: 'infectologia-essencial',
      title: 'Infectologia Essencial',
      description: 'HIV, tuberculose e antibioticoterapia nas provas de residência.',
      teachers: [t(26, 'Dra. Sofia Barreto')],
      topics: ['HIV e Aids', 'Tuberculose', 'Antibioticoterapia'],
      discipline: 'Infectologia',
    },
  ],
  militares: [
    {
      slug: 'matematica-espcex',
      title: 'Matemática para EsPCEx',
      description: 'Funções, trigonometria e geometria analítica no nível da prova.',
      teachers: [t(31, 'Cap. Ricardo Alves')],
      topics: ['Funções', 'Trigonometria', 'Geometria Analítica'],
      discipline: 'Matemática',
    },
    {
      slug: 'fisica-escolas-militares',
      title: 'Física para Escolas Militares',
      description: 'Cinemática, dinâmica e eletricidade com questões de EsPCEx, EFOMM e AFA.',
      teachers: [t(32, 'Prof. Gustavo Lima')],
      topics: ['Cinemática', 'Leis de Newton', 'Eletrodinâmica'],
      discipline: 'Física',
    },
    {
      slug: 'quimica-escolas-militares',
      title: 'Química para Escolas Militares',
      description: 'Estequiometria, soluções e química orgânica.',
      teachers: [t(33, 'Profa. Aline Souza')],
      topics: ['Estequiometria', 'Soluções', 'Funções Orgânicas'],
      discipline: 'Química',
    },
    {
      slug: 'portugues-esa',
      title: 'Português para ESA',
      description: 'Gramática e interpretação no estilo da Escola de Sargentos das Armas.',
      teachers: [t(34, 'Prof. Daniel Castro')],
      topics: ['Classes de Palavras', 'Sintaxe', 'Interpretação de Textos'],
      discipline: 'Português',
    },
    {
      slug: 'ingles-afa-efomm',
      title: 'Inglês para AFA e EFOMM',
      description: 'Leitura de textos técnicos e gramática essencial.',
      teachers: [t(35, 'Profa. Helena Prado')],
      topics: ['Reading Strategies', 'Verb Tenses', 'Vocabulary in Context'],
      discipline: 'Inglês',
    },
    {
      slug: 'redacao-militar',
      title: 'Redação para Concursos Militares',
      description: 'Dissertação argumentativa com temas de defesa e cidadania.',
      teachers: [t(34, 'Prof. Daniel Castro')],
      topics: ['Estrutura Dissertativa', 'Argumentação', 'Temas Recorrentes'],
      discipline: 'Redação',
    },
  ],
  oab: [
    {
      slug: 'etica-profissional-oab',
      title: 'Ética Profissional para OAB',
      description: 'Estatuto da Advocacia, Regulamento Geral e Código de Ética e Disciplina.',
      teachers: [t(41, 'Dra. Beatriz Leal')],
      topics: ['Estatuto da Advocacia', 'Infrações e Sanções Disciplinares', 'Honorários Advocatícios'],
      discipline: 'Ética Profissional',
    },
    {
      slug: 'direito-civil-oab',
      title: 'Direito Civil para OAB',
      description: 'Parte geral, obrigações, contratos e família.',
      teachers: [t(42, 'Dr. Rafael Menezes')],
      topics: ['Parte Geral', 'Contratos', 'Direito de Família'],
      discipline: 'Direito Civil',
    },
    {
      slug: 'direito-penal-oab',
      title: 'Direito Penal para OAB',
      description: 'Teoria do crime, penas e crimes em espécie.',
      teachers: [t(43, 'Dr. Caio Antunes')],
      topics: ['Teoria do Crime', 'Aplicação da Pena', 'Crimes contra o Patrimônio'],
      discipline: 'Direito Penal',
    },
    {
      slug: 'direito-constitucional-oab',
      title: 'Direito Constitucional para OAB',
      description: 'Direitos fundamentais, controle de constitucionalidade e remédios constitucionais.',
      teachers: [t(44, 'Dra. Paula Vieira')],
      topics: ['Remédios Constitucionais', 'Controle de Constitucionalidade', 'Processo Legislativo'],
      discipline: 'Direito Constitucional',
    },
    {
      slug: 'processo-civil-oab',
      title: 'Processo Civil para OAB',
      description: 'Petição inicial, recursos e cumprimento de sentença no CPC/2015.',
      teachers: [t(42, 'Dr. Rafael Menezes')],
      topics: ['Petição Inicial', 'Recursos', 'Cumprimento de Sentença'],
      discipline: 'Direito Processual Civil',
    },
    {
      slug: 'direito-do-trabalho-oab',
      title: 'Direito do Trabalho para OAB',
      description: 'Contrato de trabalho, jornada e verbas rescisórias após a Reforma Trabalhista.',
      teachers: [t(45, 'Dra. Lívia Moraes')],
      topics: ['Contrato de Trabalho', 'Jornada de Trabalho', 'Extinção do Contrato'],
      discipline: 'Direito do Trabalho',
    },
  ],
  vestibulares: [
    {
      slug: 'matematica-enem',
      title: 'Matemática para o ENEM',
      description: 'Porcentagem, estatística, geometria e funções no padrão da TRI.',
      teachers: [t(51, 'Prof. Thiago Martins')],
      topics: ['Razão e Proporção', 'Estatística', 'Geometria Espacial'],
      discipline: 'Matemática',
    },
    {
      slug: 'redacao-enem',
      title: 'Redação ENEM Nota 1000',
      description: 'As cinco competências, repertório sociocultural e proposta de intervenção.',
      teachers: [t(52, 'Profa. Carolina Reis')],
      topics: ['Competências do ENEM', 'Repertório Sociocultural', 'Proposta de Intervenção'],
      discipline: 'Redação',
    },
    {
      slug: 'biologia-vestibulares',
      title: 'Biologia para Vestibulares',
      description: 'Citologia, genética e ecologia para ENEM e FUVEST.',
      teachers: [t(53, 'Prof. Lucas Andrade')],
      topics: ['Citologia', 'Genética Mendeliana', 'Ecologia'],
      discipline: 'Biologia',
    },
    {
      slug: 'historia-do-brasil',
      title: 'História do Brasil',
      description: 'Da colonização à Nova República com foco em interpretação de fontes.',
      teachers: [t(54, 'Profa. Mariana Lopes')],
      topics: ['Brasil Colônia', 'Era Vargas', 'Ditadura Militar'],
      discipline: 'História',
    },
    {
      slug: 'quimica-enem',
      title: 'Química para o ENEM',
      description: 'Química ambiental, estequiometria e eletroquímica aplicadas ao cotidiano.',
      teachers: [t(55, 'Prof. Bruno Tavares')],
      topics: ['Química Ambiental', 'Estequiometria', 'Eletroquímica'],
      discipline: 'Química',
    },
    {
      slug: 'literatura-fuvest',
      title: 'Literatura: Obras da FUVEST',
      description: 'Leitura comentada das obras obrigatórias da FUVEST e UNICAMP.',
      teachers: [t(56, 'Profa. Isabela Rocha')],
      topics: ['Romantismo', 'Modernismo', 'Obras Obrigatórias'],
      discipline: 'Literatura',
    },
  ],
  'carreiras-juridicas': [
    {
      slug: 'direito-civil-magistratura',
      title: 'Direito Civil para Magistratura',
      description: 'Responsabilidade civil, contratos e direito de família com jurisprudência do STJ.',
      teachers: [t(61, 'Dr. André Figueiredo')],
      topics: ['Responsabilidade Civil', 'Contratos em Espécie', 'Sucessões'],
      discipline: 'Direito Civil',
    },
    {
      slug: 'processo-penal-carreiras',
      title: 'Processo Penal para Carreiras Jurídicas',
      description: 'Inquérito, provas, nulidades e recursos.',
      teachers: [t(62, 'Dra. Renata Siqueira')],
      topics: ['Inquérito Policial', 'Provas', 'Nulidades'],
      discipline: 'Direito Processual Penal',
    },
    {
      slug: 'direito-constitucional-avancado',
      title: 'Direito Constitucional Avançado',
      description: 'Jurisdição constitucional e jurisprudência do STF para provas discursivas.',
      teachers: [t(63, 'Dr. Otávio Brandão')],
      topics: ['Jurisdição Constitucional', 'Federalismo', 'Direitos Sociais'],
      discipline: 'Direito Constitucional',
    },
    {
      slug: 'direito-administrativo-carreiras',
      title: 'Direito Administrativo para Carreiras Jurídicas',
      description: 'Improbidade administrativa, agentes públicos e intervenção do Estado na propriedade.',
      teachers: [t(64, 'Dra. Cecília Furtado')],
      topics: ['Improbidade Administrativa', 'Agentes Públicos', 'Desapropriação'],
      discipline: 'Direito Administrativo',
    },
    {
      slug: 'sentenca-civel',
      title: 'Prática de Sentença Cível',
      description: 'Estrutura, relatório, fundamentação e dispositivo com correção de modelos.',
      teachers: [t(61, 'Dr. André Figueiredo')],
      topics: ['Relatório', 'Fundamentação', 'Dispositivo'],
      discipline: 'Sentença Cível',
    },
    {
      slug: 'direito-penal-mp',
      title: 'Direito Penal para Ministério Público',
      description: 'Crimes em espécie e legislação penal especial cobrados pelo MP.',
      teachers: [t(65, 'Dr. Gustavo Rezende')],
      topics: ['Crimes contra a Administração Pública', 'Lei de Drogas', 'Crimes Hediondos'],
      discipline: 'Direito Penal',
    },
  ],
};

type CatalogSeed<T> = Readonly<Record<VerticalId, readonly Omit<T, 'id'>[]>>;

export const TRAILS_BY_VERTICAL: CatalogSeed<StrategicTrail> = {
  concursos: [
    { slug: 'trilha-policia-federal-agente', title: 'Trilha Estratégica Polícia Federal - Agente', description: 'Ciclo de 16 semanas com teoria, questões e revisões.', classification: 'Polícia', classes_count: 48, done: false },
    { slug: 'trilha-inss-tecnico', title: 'Trilha Estratégica INSS - Técnico', description: 'Seguridade social e conhecimentos gerais em 10 semanas.', classification: 'Previdência', classes_count: 30, done: false },
    { slug: 'trilha-tribunais-tecnico', title: 'Trilha Estratégica Tribunais - Técnico Judiciário', description: 'O essencial para TJs e TRFs, com regimento interno.', classification: 'Tribunais', classes_count: 36, done: true },
  ],
  medicina: [
    { slug: 'trilha-residencia-usp', title: 'Trilha Residência USP', description: 'Revisão por grande área no ritmo da prova FUVEST.', classification: 'Residência São Paulo', classes_count: 60, done: false },
    { slug: 'trilha-enare', title: 'Trilha ENARE', description: 'Cronograma de 20 semanas com simulados quinzenais.', classification: 'Residência Nacional', classes_count: 54, done: false },
    { slug: 'trilha-revalida', title: 'Trilha Revalida', description: 'Preparação para as duas etapas do Revalida.', classification: 'Revalidação', classes_count: 40, done: false },
  ],
  militares: [
    { slug: 'trilha-espcex', title: 'Trilha EsPCEx', description: 'Exatas e linguagens em 24 semanas.', classification: 'Exército', classes_count: 72, done: false },
    { slug: 'trilha-esa', title: 'Trilha ESA', description: 'Matemática, Português, História e Geografia do Brasil.', classification: 'Exército', classes_count: 44, done: false },
    { slug: 'trilha-afa', title: 'Trilha AFA', description: 'Plano completo para a Academia da Força Aérea.', classification: 'Aeronáutica', classes_count: 66, done: false },
  ],
  oab: [
    { slug: 'trilha-oab-1-fase', title: 'Trilha OAB 1ª Fase', description: '60 dias com as 17 disciplinas por peso na prova.', classification: '1ª Fase', classes_count: 60, done: false },
    { slug: 'trilha-oab-2-fase-penal', title: 'Trilha OAB 2ª Fase - Penal', description: 'Identificação de peças e teses de defesa.', classification: '2ª Fase', classes_count: 32, done: false },
    { slug: 'trilha-oab-2-fase-civil', title: 'Trilha OAB 2ª Fase - Civil', description: 'Peças cíveis com modelos comentados.', classification: '2ª Fase', classes_count: 32, done: false },
  ],
  vestibulares: [
    { slug: 'trilha-enem', title: 'Trilha ENEM', description: 'Todas as áreas do ENEM com redação semanal.', classification: 'Nacional', classes_count: 80, done: false },
    { slug: 'trilha-fuvest', title: 'Trilha FUVEST', description: 'Primeira e segunda fases, com obras literárias.', classification: 'São Paulo', classes_count: 70, done: false },
    { slug: 'trilha-medicina', title: 'Trilha Medicina', description: 'Alta performance em Biologia, Química e Física.', classification: 'Medicina', classes_count: 90, done: false },
  ],
  'carreiras-juridicas': [
    { slug: 'trilha-magistratura-estadual', title: 'Trilha Magistratura Estadual', description: 'Blocos de disciplinas na ordem das provas do TJ.', classification: 'Magistratura', classes_count: 96, done: false },
    { slug: 'trilha-ministerio-publico', title: 'Trilha Ministério Público', description: 'Penal, processo penal e tutela coletiva.', classification: 'Ministério Público', classes_count: 88, done: false },
    { slug: 'trilha-delegado-civil', title: 'Trilha Delegado de Polícia Civil', description: 'Peças policiais e discursivas comentadas.', classification: 'Delegado', classes_count: 64, done: false },
  ],
};

export const TUTORINGS_BY_VERTICAL: CatalogSeed<Tutoring> = {
  concursos: [
    { slug: 'monitoria-policia-federal', title: 'Monitoria Polícia Federal', description: 'Acompanhamento semanal com plantão de dúvidas.', teachers: [t(11, 'Renato Borelli')], classes_count: 12, done: false },
    { slug: 'monitoria-receita-federal', title: 'Monitoria Receita Federal', description: 'Metas semanais e correção de discursivas.', teachers: [t(14, 'Fernanda Pires')], classes_count: 16, done: false },
    { slug: 'monitoria-bancarios', title: 'Monitoria Bancários', description: 'Banco do Brasil e Caixa com simulados mensais.', teachers: [t(15, 'Paulo Sérgio Rocha')], classes_count: 10, done: true },
  ],
  medicina: [
    { slug: 'monitoria-residencia-sp', title: 'Monitoria Residência SP', description: 'Plano individual para USP, UNIFESP e SUS-SP.', teachers: [t(21, 'Dra. Camila Torres')], classes_count: 20, done: false },
    { slug: 'monitoria-revalida', title: 'Monitoria Revalida', description: 'Treino das estações práticas.', teachers: [t(26, 'Dra. Sofia Barreto')], classes_count: 14, done: false },
  ],
  militares: [
    { slug: 'monitoria-espcex', title: 'Monitoria EsPCEx', description: 'Listas de exatas corrigidas e metas semanais.', teachers: [t(31, 'Cap. Ricardo Alves')], classes_count: 18, done: false },
    { slug: 'monitoria-ime-ita', title: 'Monitoria IME-ITA', description: 'Resolução de provas anteriores com monitores aprovados.', teachers: [t(32, 'Prof. Gustavo Lima')], classes_count: 24, done: false },
  ],
  oab: [
    { slug: 'curso-especial-oab-1-fase', title: 'Curso Especial OAB 1ª Fase', description: 'Revisão guiada com metas diárias.', teachers: [t(41, 'Dra. Beatriz Leal')], classes_count: 15, done: false },
    { slug: 'curso-especial-oab-2-fase-penal', title: 'Curso Especial OAB 2ª Fase - Penal', description: 'Correção individual de peças.', teachers: [t(43, 'Dr. Caio Antunes')], classes_count: 10, done: false },
  ],
  vestibulares: [
    { slug: 'monitoria-enem', title: 'Monitoria ENEM', description: 'Correção semanal de redação e plano de estudos.', teachers: [t(52, 'Profa. Carolina Reis')], classes_count: 20, done: false },
    { slug: 'monitoria-medicina', title: 'Monitoria Medicina', description: 'Acompanhamento para os vestibulares de Medicina.', teachers: [t(53, 'Prof. Lucas Andrade')], classes_count: 22, done: false },
  ],
  'carreiras-juridicas': [
    { slug: 'curso-especial-magistratura', title: 'Curso especial Magistratura', description: 'Sentenças corrigidas e mentoria de estudos.', teachers: [t(61, 'Dr. André Figueiredo')], classes_count: 18, done: false },
    { slug: 'curso-especial-delegado', title: 'Curso especial Delegado', description: 'Peças policiais e jurisprudência atualizada.', teachers: [t(62, 'Dra. Renata Siqueira')], classes_count: 12, done: false },
  ],
};

export const VIP_ROOMS_BY_VERTICAL: CatalogSeed<VipRoom> = {
  concursos: [
    { slug: 'sala-vip-policia-federal', title: 'Sala VIP Polícia Federal', description: 'Encontros ao vivo com professores e aprovados.', teachers: [t(11, 'Renato Borelli')], next_meeting_at: '2025-12-02T22:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/policia-federal' },
    { slug: 'sala-vip-fiscal', title: 'Sala VIP Área Fiscal', description: 'Tira-dúvidas de tributário e contabilidade.', teachers: [t(14, 'Fernanda Pires')], next_meeting_at: '2025-12-04T22:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/fiscal' },
  ],
  medicina: [
    { slug: 'sala-vip-residencia', title: 'Sala VIP Residência Médica', description: 'Discussão de casos clínicos toda quinta.', teachers: [t(21, 'Dra. Camila Torres')], next_meeting_at: '2025-12-04T23:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/residencia' },
    { slug: 'sala-vip-revalida', title: 'Sala VIP Revalida', description: 'Treino de estações com feedback ao vivo.', teachers: [t(26, 'Dra. Sofia Barreto')], next_meeting_at: null, room_url: 'https://meet.exemplo.com.br/revalida' },
  ],
  militares: [
    { slug: 'sala-vip-escolas-militares', title: 'Sala VIP Escolas Militares', description: 'Resolução de provas ao vivo.', teachers: [t(31, 'Cap. Ricardo Alves')], next_meeting_at: '2025-12-03T22:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/militares' },
  ],
  oab: [
    { slug: 'sala-vip-oab', title: 'Sala VIP OAB', description: 'Plantão de dúvidas da 1ª e da 2ª fase.', teachers: [t(41, 'Dra. Beatriz Leal')], next_meeting_at: '2025-12-01T22:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/oab' },
  ],
  vestibulares: [
    { slug: 'sala-vip-enem', title: 'Sala VIP ENEM', description: 'Correção coletiva de redações.', teachers: [t(52, 'Profa. Carolina Reis')], next_meeting_at: '2025-12-05T21:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/enem' },
  ],
  'carreiras-juridicas': [
    { slug: 'sala-vip-magistratura', title: 'Sala VIP Magistratura', description: 'Análise de sentenças e jurisprudência da semana.', teachers: [t(61, 'Dr. André Figueiredo')], next_meeting_at: '2025-12-02T23:00:00.000Z', room_url: 'https://salavip.exemplo.com.br/salavip/magistratura' },
  ],
};
