import type { Goal, VerticalId } from 'shared-contracts';

interface GoalSeed {
  name: string;
  classification: string;
  highlight?: boolean;
  description: string;
}

/** ≥ 12 goals per vertical: real exams students prepare for. */
const GOALS_BY_VERTICAL: Readonly<Record<VerticalId, readonly GoalSeed[]>> = {
  concursos: [
    {
      name: 'Polícia Federal - Agente',
      classification: 'Polícia',
      highlight: true,
      description: 'Cargo de nível superior; prova objetiva CEBRASPE, teste físico e curso de formação.',
    },
    {
      name: 'Polícia Federal - Escrivão',
      classification: 'Polícia',
      description: 'Mesma prova-base do Agente, com Contabilidade e Arquivologia.',
    },
    {
      name: 'Polícia Rodoviária Federal - Policial',
      classification: 'Polícia',
      highlight: true,
      description: 'Legislação de trânsito, Física e Direitos Humanos no edital.',
    },
    {
      name: 'Polícia Civil SP - Investigador',
      classification: 'Polícia',
      description: 'Prova VUNESP com Direito Penal, Processo Penal e Criminologia.',
    },
    {
      name: 'INSS - Técnico do Seguro Social',
      classification: 'Previdência',
      highlight: true,
      description: 'Seguridade social, ética e conhecimentos gerais; nível médio.',
    },
    {
      name: 'Receita Federal - Auditor Fiscal',
      classification: 'Fiscal',
      highlight: true,
      description: 'Carreira de elite: tributário, contabilidade avançada e comércio internacional.',
    },
    {
      name: 'Receita Federal - Analista Tributário',
      classification: 'Fiscal',
      description: 'Legislação tributária e aduaneira, contabilidade e auditoria.',
    },
    {
      name: 'TJSP - Escrevente Técnico Judiciário',
      classification: 'Tribunais',
      highlight: true,
      description: 'Prova VUNESP com Português, Direito e Matemática.',
    },
    {
      name: 'TRF 3ª Região - Técnico Judiciário',
      classification: 'Tribunais',
      description: 'Área administrativa; prova FCC com regimento interno.',
    },
    {
      name: 'Banco do Brasil - Escriturário',
      classification: 'Bancários',
      highlight: true,
      description: 'Vendas e negociação, conhecimentos bancários e informática.',
    },
    {
      name: 'Caixa Econômica Federal - Técnico Bancário',
      classification: 'Bancários',
      description: 'Atendimento, conhecimentos bancários e matemática financeira.',
    },
    {
      name: 'IBGE - Agente de Pesquisas e Mapeamento',
      classification: 'Administrativo',
      description: 'Geografia, ética no serviço público e noções de administração.',
    },
    {
      name: 'CGU - Auditor Federal de Finanças e Controle',
      classification: 'Controle',
      description: 'Auditoria governamental, AFO e direito administrativo.',
    },
  ],
  medicina: [
    {
      name: 'Residência Médica - USP',
      classification: 'Residência São Paulo',
      highlight: true,
      description: 'Prova FUVEST com questões de todas as grandes áreas.',
    },
    {
      name: 'Residência Médica - UNIFESP',
      classification: 'Residência São Paulo',
      highlight: true,
      description: 'Prova objetiva e prática, com peso em Clínica Médica.',
    },
    {
      name: 'Residência Médica - ENARE',
      classification: 'Residência Nacional',
      highlight: true,
      description: 'Exame Nacional de Residência: vagas em todo o país.',
    },
    {
      name: 'Residência Médica - SUS-SP',
      classification: 'Residência São Paulo',
      description: 'Processo seletivo unificado da Secretaria de Saúde de SP.',
    },
    {
      name: 'Residência Médica - UNICAMP',
      classification: 'Residência São Paulo',
      description: 'Questões discursivas curtas e objetivas.',
    },
    {
      name: 'Residência Médica - Santa Casa SP',
      classification: 'Residência São Paulo',
      description: 'Foco em Cirurgia Geral e Pediatria.',
    },
    {
      name: 'Residência Médica - HCPA',
      classification: 'Residência Sul',
      description: 'Hospital de Clínicas de Porto Alegre.',
    },
    {
      name: 'Residência Médica - UFRJ',
      classification: 'Residência Sudeste',
      description: 'Prova com casos clínicos longos.',
    },
    {
      name: 'Residência Médica - PSU-MG',
      classification: 'Residência Sudeste',
      description: 'Processo seletivo unificado de Minas Gerais.',
    },
    {
      name: 'Residência Médica - AMRIGS',
      classification: 'Residência Sul',
      description: 'Associação Médica do Rio Grande do Sul.',
    },
    {
      name: 'Revalida INEP',
      classification: 'Revalidação',
      highlight: true,
      description: 'Revalidação de diplomas médicos obtidos no exterior.',
    },
    {
      name: 'Título de Especialista - Clínica Médica',
      classification: 'Títulos de Especialista',
      description: 'Prova da Sociedade Brasileira de Clínica Médica.',
    },
    {
      name: 'Título de Especialista - Pediatria',
      classification: 'Títulos de Especialista',
      description: 'TEP da Sociedade Brasileira de Pediatria.',
    },
  ],
  militares: [
    {
      name: 'EsPCEx - Escola Preparatória de Cadetes do Exército',
      classification: 'Exército',
      highlight: true,
      description: 'Matemática, Física, Química, Português, Inglês e Redação.',
    },
    {
      name: 'ESA - Escola de Sargentos das Armas',
      classification: 'Exército',
      highlight: true,
      description: 'Carreira de sargento do Exército Brasileiro.',
    },
    {
      name: 'IME - Instituto Militar de Engenharia',
      classification: 'Engenharia',
      highlight: true,
      description: 'Uma das provas mais difíceis do país, em duas fases.',
    },
    {
      name: 'ITA - Instituto Tecnológico de Aeronáutica',
      classification: 'Engenharia',
      highlight: true,
      description: 'Engenharia de excelência; provas discursivas de exatas.',
    },
    {
      name: 'Escola Naval',
      classification: 'Marinha',
      description: 'Formação de oficiais da Marinha do Brasil.',
    },
    { name: 'Colégio Naval', classification: 'Marinha', description: 'Ensino médio militar da Marinha.' },
    {
      name: 'EFOMM - Marinha Mercante',
      classification: 'Marinha',
      description: 'Formação de oficiais da Marinha Mercante.',
    },
    {
      name: 'Marinha - Fuzileiro Naval',
      classification: 'Marinha',
      description: 'Soldado fuzileiro naval; prova de nível fundamental.',
    },
    {
      name: 'AFA - Academia da Força Aérea',
      classification: 'Aeronáutica',
      highlight: true,
      description: 'Aviador, intendente e infantaria da FAB.',
    },
    {
      name: 'EEAR - Escola de Especialistas de Aeronáutica',
      classification: 'Aeronáutica',
      description: 'Sargentos especialistas da Aeronáutica.',
    },
    {
      name: 'EPCAR - Escola Preparatória de Cadetes do Ar',
      classification: 'Aeronáutica',
      description: 'Ensino médio com destino à AFA.',
    },
    {
      name: 'Polícia Militar SP - Soldado',
      classification: 'Polícias Militares',
      description: 'Soldado PM de 2ª Classe, prova VUNESP.',
    },
  ],
  oab: [
    {
      name: 'OAB 1ª Fase',
      classification: '1ª Fase',
      highlight: true,
      description: '80 questões objetivas; aprovação com 40 acertos.',
    },
    {
      name: 'OAB 1ª Fase - Reta Final',
      classification: '1ª Fase',
      highlight: true,
      description: 'Revisão dos temas mais cobrados nos últimos exames.',
    },
    {
      name: 'OAB 1ª Fase - Repescagem',
      classification: '1ª Fase',
      description: 'Para quem vai reaproveitar a 1ª fase.',
    },
    {
      name: 'OAB 1ª Fase - Do Zero',
      classification: '1ª Fase',
      description: 'Para quem está começando a preparação agora.',
    },
    {
      name: 'OAB 2ª Fase - Penal',
      classification: '2ª Fase',
      highlight: true,
      description: 'Peça prático-profissional e quatro questões de Direito Penal.',
    },
    {
      name: 'OAB 2ª Fase - Civil',
      classification: '2ª Fase',
      highlight: true,
      description: 'Peças de Direito Civil e Processo Civil.',
    },
    {
      name: 'OAB 2ª Fase - Trabalho',
      classification: '2ª Fase',
      description: 'Reclamação trabalhista, contestação e recursos.',
    },
    {
      name: 'OAB 2ª Fase - Constitucional',
      classification: '2ª Fase',
      description: 'Ações constitucionais e remédios.',
    },
    {
      name: 'OAB 2ª Fase - Administrativo',
      classification: '2ª Fase',
      description: 'Mandado de segurança e ações contra a Administração.',
    },
    {
      name: 'OAB 2ª Fase - Tributário',
      classification: '2ª Fase',
      description: 'Execução fiscal, embargos e ação anulatória.',
    },
    {
      name: 'OAB 2ª Fase - Empresarial',
      classification: '2ª Fase',
      description: 'Falência, recuperação judicial e títulos de crédito.',
    },
    {
      name: 'OAB 2ª Fase - Reta Final Penal',
      classification: '2ª Fase',
      description: 'Simulados de peças com correção individual.',
    },
  ],
  vestibulares: [
    {
      name: 'ENEM',
      classification: 'Nacional',
      highlight: true,
      description: 'Exame Nacional do Ensino Médio: SISU, ProUni e FIES.',
    },
    {
      name: 'FUVEST',
      classification: 'São Paulo',
      highlight: true,
      description: 'Vestibular da Universidade de São Paulo.',
    },
    {
      name: 'UNICAMP',
      classification: 'São Paulo',
      highlight: true,
      description: 'Comvest: primeira fase objetiva, segunda discursiva.',
    },
    {
      name: 'UNESP',
      classification: 'São Paulo',
      description: 'Vunesp: prova de conhecimentos gerais e específicos.',
    },
    { name: 'UERJ', classification: 'Sudeste', description: 'Exames de qualificação e exame discursivo.' },
    { name: 'UFMG via SISU', classification: 'Sudeste', description: 'Acesso pela nota do ENEM.' },
    { name: 'UFPR', classification: 'Sul', description: 'Vestibular da Universidade Federal do Paraná.' },
    {
      name: 'UFRGS',
      classification: 'Sul',
      description: 'Vestibular da Universidade Federal do Rio Grande do Sul.',
    },
    {
      name: 'UFSC',
      classification: 'Sul',
      description: 'Vestibular da Universidade Federal de Santa Catarina.',
    },
    {
      name: 'UnB - PAS',
      classification: 'Centro-Oeste',
      description: 'Programa de Avaliação Seriada da UnB.',
    },
    {
      name: 'Medicina - Albert Einstein',
      classification: 'Medicina',
      highlight: true,
      description: 'Vestibular de Medicina da Faculdade Israelita Albert Einstein.',
    },
    {
      name: 'Medicina - Santa Casa SP',
      classification: 'Medicina',
      description: 'Faculdade de Ciências Médicas da Santa Casa.',
    },
    {
      name: 'Medicina - ENEM',
      classification: 'Medicina',
      description: 'Notas de corte de Medicina no SISU.',
    },
  ],
  'carreiras-juridicas': [
    {
      name: 'Magistratura - TJSP',
      classification: 'Magistratura',
      highlight: true,
      description: 'Juiz substituto do Tribunal de Justiça de São Paulo.',
    },
    {
      name: 'Magistratura Federal - TRF 3ª Região',
      classification: 'Magistratura',
      description: 'Juiz federal substituto.',
    },
    {
      name: 'Magistratura do Trabalho - TRT 2ª Região',
      classification: 'Magistratura',
      description: 'Concurso nacional unificado da magistratura do trabalho.',
    },
    {
      name: 'Ministério Público - MPSP',
      classification: 'Ministério Público',
      highlight: true,
      description: 'Promotor de Justiça substituto de São Paulo.',
    },
    {
      name: 'Ministério Público Federal - Procurador da República',
      classification: 'Ministério Público',
      description: 'Carreira do MPF.',
    },
    {
      name: 'Defensoria Pública - DPE-SP',
      classification: 'Defensoria',
      highlight: true,
      description: 'Defensor Público do Estado de São Paulo.',
    },
    {
      name: 'Defensoria Pública da União',
      classification: 'Defensoria',
      description: 'Defensor Público Federal.',
    },
    {
      name: 'Delegado de Polícia Civil - SP',
      classification: 'Delegado',
      highlight: true,
      description: 'Delegado de Polícia do Estado de São Paulo.',
    },
    {
      name: 'Delegado de Polícia Federal',
      classification: 'Delegado',
      description: 'Prova CEBRASPE com peça e discursivas.',
    },
    {
      name: 'Procuradoria - PGE-SP',
      classification: 'Advocacia Pública',
      description: 'Procurador do Estado de São Paulo.',
    },
    {
      name: 'Advocacia-Geral da União - Advogado da União',
      classification: 'Advocacia Pública',
      description: 'Representação judicial da União.',
    },
    {
      name: 'Procuradoria Municipal - PGM-SP',
      classification: 'Advocacia Pública',
      description: 'Procurador do Município de São Paulo.',
    },
    {
      name: 'Cartórios - TJSP',
      classification: 'Cartórios',
      description: 'Outorga de delegações de notas e de registro.',
    },
  ],
};

const VERTICAL_ORDER: readonly VerticalId[] = [
  'concursos',
  'medicina',
  'militares',
  'oab',
  'vestibulares',
  'carreiras-juridicas',
];

/** Every seeded goal: ids 100·(vertical index + 1) + position, classification ids stable per name. */
export function seedGoals(): Goal[] {
  const classificationIds = new Map<string, number>();
  const goals: Goal[] = [];
  VERTICAL_ORDER.forEach((vertical, verticalIndex) => {
    GOALS_BY_VERTICAL[vertical].forEach((seed, index) => {
      const key = `${vertical}:${seed.classification}`;
      if (!classificationIds.has(key)) classificationIds.set(key, classificationIds.size + 1);
      goals.push({
        id: (verticalIndex + 1) * 100 + index + 1,
        name: seed.name,
        description: seed.description,
        vertical,
        classification: { id: classificationIds.get(key) as number, name: seed.classification },
        highlight: seed.highlight ?? false,
        contents_count: 0,
      });
    });
  });
  return goals;
}
