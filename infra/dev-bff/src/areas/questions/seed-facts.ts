/**
 * Facts the generated part of the bank is built from (generated-questions.ts): each completes a sentence
 * "{stem} {answer}." Answers of one subject are the distractors of its other facts, so every table lists
 * answers of the same kind.
 */
export interface SeedFact {
  stem: string;
  answer: string;
}

export interface SeedFactTable {
  /** subject (assunto) id from seed-topics.ts */
  subject: number;
  facts: SeedFact[];
}

const f = (stem: string, answer: string): SeedFact => ({ stem, answer });

export const SEED_FACT_TABLES: readonly SeedFactTable[] = [
  {
    subject: 101,
    facts: [
      f('Na frase "___ dez anos que não o vejo", a forma verbal adequada à norma-padrão é', 'Faz'),
      f('Na frase "___ muitos candidatos na sala", a forma verbal adequada à norma-padrão é', 'Havia'),
      f('Na frase "___-se apartamentos", a forma verbal adequada à norma-padrão é', 'Alugam'),
      f('Na frase "Mais de um aluno ___ a prova", a forma verbal adequada à norma-padrão é', 'fez'),
      f('Na frase "Os Estados Unidos ___ um acordo", a forma verbal adequada à norma-padrão é', 'assinaram'),
      f('Na frase "___ de haver soluções", a forma verbal adequada à norma-padrão é', 'Há'),
    ],
  },
  {
    subject: 102,
    facts: [
      f('Em "Fui ___ farmácia", a lacuna é corretamente preenchida por', 'à'),
      f('Em "Refiro-me ___ esses documentos", a lacuna é corretamente preenchida por', 'a'),
      f('Em "Ele chegou ___ uma hora", a lacuna é corretamente preenchida por', 'à'),
      f('Em "Entreguei o livro ___ Vossa Senhoria", a lacuna é corretamente preenchida por', 'a'),
      f('Em "Daqui ___ pouco começa a prova", a lacuna é corretamente preenchida por', 'a'),
      f('Em "Assisti ___ peça ontem", a lacuna é corretamente preenchida por', 'à'),
    ],
  },
  {
    subject: 104,
    facts: [
      f('O sinal de pontuação que isola o vocativo é', 'a vírgula'),
      f('O sinal de pontuação que introduz uma enumeração anunciada é', 'os dois-pontos'),
      f(
        'O sinal de pontuação que separa orações coordenadas já marcadas por vírgulas é',
        'o ponto e vírgula',
      ),
      f('O sinal de pontuação que indica a fala de um personagem no diálogo é', 'o travessão'),
      f('O sinal de pontuação que marca uma pergunta direta é', 'o ponto de interrogação'),
    ],
  },
  {
    subject: 201,
    facts: [
      f('O remédio constitucional que protege o direito de locomoção é', 'o habeas corpus'),
      f(
        'O remédio constitucional que assegura o acesso a informações pessoais em bancos de dados públicos é',
        'o habeas data',
      ),
      f(
        'O remédio constitucional cabível quando a falta de norma regulamentadora inviabiliza um direito é',
        'o mandado de injunção',
      ),
      f(
        'O remédio constitucional que qualquer cidadão pode propor para anular ato lesivo ao patrimônio público é',
        'a ação popular',
      ),
      f(
        'O remédio constitucional que protege direito líquido e certo não amparado por habeas corpus ou habeas data é',
        'o mandado de segurança',
      ),
    ],
  },
  {
    subject: 202,
    facts: [
      f('A capital federal do Brasil é', 'Brasília'),
      f('O número de senadores eleitos por Estado é', 'três'),
      f('O mandato dos deputados federais é de', 'quatro anos'),
      f('O mandato dos senadores é de', 'oito anos'),
      f('O número mínimo de deputados federais por Estado é', 'oito'),
      f('O número de Ministros do Supremo Tribunal Federal é', 'onze'),
    ],
  },
  {
    subject: 203,
    facts: [
      f(
        'A ação que declara a inconstitucionalidade de lei federal ou estadual perante o STF é',
        'a ação direta de inconstitucionalidade',
      ),
      f(
        'A ação que busca afastar controvérsia judicial relevante sobre lei federal constitucional é',
        'a ação declaratória de constitucionalidade',
      ),
      f(
        'A ação subsidiária contra lesão a preceito fundamental é',
        'a arguição de descumprimento de preceito fundamental',
      ),
      f(
        'A ação contra a omissão do legislador em regulamentar norma constitucional é',
        'a ação direta de inconstitucionalidade por omissão',
      ),
      f('O recurso que leva ao STF o controle difuso de constitucionalidade é', 'o recurso extraordinário'),
    ],
  },
  {
    subject: 301,
    facts: [
      f(
        'O atributo do ato administrativo que permite à Administração executá-lo sem ordem judicial é',
        'a autoexecutoriedade',
      ),
      f(
        'O atributo do ato administrativo que o faz valer como verdadeiro até prova em contrário é',
        'a presunção de legitimidade',
      ),
      f(
        'O atributo do ato administrativo que impõe obrigações a terceiros independentemente de concordância é',
        'a imperatividade',
      ),
      f('O atributo do ato administrativo de corresponder a figuras definidas em lei é', 'a tipicidade'),
      f('A extinção do ato administrativo por razões de conveniência e oportunidade é', 'a revogação'),
      f('A extinção do ato administrativo por ilegalidade é', 'a anulação'),
    ],
  },
  {
    subject: 302,
    facts: [
      f('A modalidade de licitação para bens e serviços comuns na Lei 14.133/2021 é', 'o pregão'),
      f(
        'A modalidade de licitação para escolha de trabalho técnico, científico ou artístico é',
        'o concurso',
      ),
      f('A modalidade de licitação para venda de bens a quem oferecer o maior lance é', 'o leilão'),
      f(
        'A modalidade de licitação para contratações de inovação com soluções a desenvolver é',
        'o diálogo competitivo',
      ),
      f(
        'A modalidade de licitação para obras e serviços especiais de engenharia, entre outros, é',
        'a concorrência',
      ),
    ],
  },
  {
    subject: 303,
    facts: [
      f(
        'O servidor nomeado para cargo de provimento efetivo adquire estabilidade após',
        'três anos de efetivo exercício',
      ),
      f(
        'O provimento do servidor estável em cargo de atribuições compatíveis com sua limitação física é',
        'a readaptação',
      ),
      f('O retorno do servidor aposentado por invalidez quando cessados os motivos é', 'a reversão'),
      f(
        'O retorno do servidor estável ao cargo anterior por inabilitação em estágio probatório é',
        'a recondução',
      ),
      f('A reinvestidura do servidor estável no cargo quando invalidada sua demissão é', 'a reintegração'),
    ],
  },
  {
    subject: 401,
    facts: [
      f('A negação de "Todo aluno estuda" é', '"Algum aluno não estuda"'),
      f('A negação de "Chove e faz frio" é', '"Não chove ou não faz frio"'),
      f('A negação de "Estudo ou trabalho" é', '"Não estudo e não trabalho"'),
      f('A negação de "Se chove, então a rua molha" é', '"Chove e a rua não molha"'),
      f('A negação de "Nenhum candidato faltou" é', '"Algum candidato faltou"'),
      f('A proposição equivalente a "Se estudo, então passo" é', '"Se não passo, então não estudo"'),
    ],
  },
  {
    subject: 402,
    facts: [
      f('Um produto de R$ 200,00 com aumento de 15% passa a custar', 'R$ 230,00'),
      f('Um produto de R$ 500,00 com desconto de 20% passa a custar', 'R$ 400,00'),
      f('Dois aumentos sucessivos de 10% equivalem a um aumento único de', '21%'),
      f('Um desconto de 10% seguido de um aumento de 10% resulta em uma variação de', '-1%'),
      f('25% de 25% de 800 é igual a', '50'),
      f('Um salário de R$ 3.000,00 com reajuste de 5% passa a ser de', 'R$ 3.150,00'),
    ],
  },
  {
    subject: 403,
    facts: [
      f('O número de anagramas da palavra AMOR é', '24'),
      f('O número de maneiras de escolher 2 pessoas de um grupo de 5 é', '10'),
      f('O número de anagramas da palavra ARARA é', '10'),
      f('O número de maneiras de 4 pessoas se sentarem em fila é', '24'),
      f('O número de comissões de 3 pessoas formadas a partir de 6 é', '20'),
      f('O número de senhas de 3 dígitos distintos com os algarismos de 1 a 5 é', '60'),
    ],
  },
  {
    subject: 501,
    facts: [
      f(
        'O princípio da segurança da informação que garante o acesso só a pessoas autorizadas é',
        'a confidencialidade',
      ),
      f(
        'O princípio da segurança da informação que garante que o dado não foi alterado indevidamente é',
        'a integridade',
      ),
      f(
        'O princípio da segurança da informação que garante o acesso quando necessário é',
        'a disponibilidade',
      ),
      f('O tipo de ataque que engana o usuário com mensagens falsas para obter dados é', 'o phishing'),
      f('O programa que registra as teclas digitadas pelo usuário é', 'o keylogger'),
      f('O dispositivo que filtra o tráfego entre redes segundo regras é', 'o firewall'),
    ],
  },
  {
    subject: 502,
    facts: [
      f('Em uma planilha, a função que soma um intervalo de células é', 'SOMA'),
      f('Em uma planilha, a função que calcula a média aritmética de um intervalo é', 'MÉDIA'),
      f('Em uma planilha, a função que retorna o maior valor de um intervalo é', 'MÁXIMO'),
      f('Em uma planilha, a função que conta células que atendem a um critério é', 'CONT.SE'),
      f('Em uma planilha, a função que testa uma condição e retorna um de dois valores é', 'SE'),
      f('Em uma planilha, a função que busca um valor na primeira coluna de uma tabela é', 'PROCV'),
    ],
  },
  {
    subject: 503,
    facts: [
      f('O protocolo usado para transferir páginas web de forma segura é', 'o HTTPS'),
      f('O protocolo usado para enviar mensagens de correio eletrônico é', 'o SMTP'),
      f('O serviço que traduz nomes de domínio em endereços IP é', 'o DNS'),
      f('O protocolo que atribui automaticamente endereços IP na rede é', 'o DHCP'),
      f('O protocolo usado para transferir arquivos entre computadores é', 'o FTP'),
    ],
  },
  {
    subject: 601,
    facts: [
      f('O crime cometido por quem quis o resultado ou assumiu o risco de produzi-lo é', 'doloso'),
      f('O crime resultante de imprudência, negligência ou imperícia é', 'culposo'),
      f(
        'A causa de exclusão da ilicitude de quem repele injusta agressão atual ou iminente é',
        'a legítima defesa',
      ),
      f(
        'A causa de exclusão da ilicitude de quem age para salvar direito de perigo atual que não provocou é',
        'o estado de necessidade',
      ),
      f('O crime que se consuma independentemente do resultado naturalístico é', 'formal'),
    ],
  },
  {
    subject: 602,
    facts: [
      f(
        'O crime do funcionário que se apropria de bem público de que tem a posse em razão do cargo é',
        'o peculato',
      ),
      f('O crime do funcionário que exige vantagem indevida em razão da função é', 'a concussão'),
      f(
        'O crime do funcionário que solicita ou recebe vantagem indevida em razão da função é',
        'a corrupção passiva',
      ),
      f(
        'O crime do funcionário que retarda ato de ofício para satisfazer interesse pessoal é',
        'a prevaricação',
      ),
      f('O crime do particular que oferece vantagem indevida a funcionário público é', 'a corrupção ativa'),
    ],
  },
  {
    subject: 701,
    facts: [
      f(
        'A primeira escolha de tratamento farmacológico para hipertensão em paciente com diabetes e albuminúria é',
        'um inibidor da ECA',
      ),
      f('O marcador laboratorial mais específico de necrose miocárdica é', 'a troponina'),
      f('O ritmo cardíaco irregularmente irregular sem ondas P é característico de', 'fibrilação atrial'),
      f('O sopro sistólico em foco aórtico com irradiação para carótidas sugere', 'estenose aórtica'),
      f('A elevação do segmento ST em derivações contíguas sugere', 'infarto agudo do miocárdio'),
    ],
  },
  {
    subject: 702,
    facts: [
      f(
        'O exame que confirma diabetes com glicemia de jejum igual ou acima de 126 mg/dL em duas ocasiões é',
        'a glicemia plasmática de jejum',
      ),
      f('O medicamento de primeira linha no diabetes tipo 2 sem contraindicações é', 'a metformina'),
      f('TSH elevado com T4 livre baixo caracteriza', 'hipotireoidismo primário'),
      f('A causa mais comum de hipertireoidismo é', 'a doença de Graves'),
      f('A complicação aguda do diabetes tipo 1 com acidose e cetonemia é', 'a cetoacidose diabética'),
    ],
  },
  {
    subject: 703,
    facts: [
      f('O agente etiológico da tuberculose é', 'o Mycobacterium tuberculosis'),
      f('O vetor da dengue no Brasil é', 'o Aedes aegypti'),
      f('O tratamento de primeira escolha da sífilis primária é', 'a penicilina benzatina'),
      f('O agente etiológico da doença de Chagas é', 'o Trypanosoma cruzi'),
      f('A forma de transmissão principal da hepatite A é', 'a via fecal-oral'),
    ],
  },
  {
    subject: 801,
    facts: [
      f(
        'O escore usado para avaliar a vitalidade do recém-nascido no 1º e 5º minutos é',
        'o escore de Apgar',
      ),
      f('A icterícia que surge nas primeiras 24 horas de vida deve ser considerada', 'patológica'),
      f('A vitamina administrada ao nascer para prevenir doença hemorrágica é', 'a vitamina K'),
      f('O teste que rastreia fenilcetonúria e hipotireoidismo congênito é', 'o teste do pezinho'),
      f('O reflexo primitivo desencadeado por queda súbita da cabeça do bebê é', 'o reflexo de Moro'),
    ],
  },
  {
    subject: 802,
    facts: [
      f('A vacina aplicada ao nascer contra formas graves de tuberculose é', 'a BCG'),
      f('A vacina contra sarampo, caxumba e rubéola é', 'a tríplice viral'),
      f('A primeira dose da vacina contra hepatite B deve ser aplicada', 'nas primeiras 24 horas de vida'),
      f('A vacina oral contra rotavírus tem a primeira dose aos', 'dois meses'),
      f('A vacina que protege contra difteria, tétano e coqueluche é', 'a DTP'),
    ],
  },
  {
    subject: 803,
    facts: [
      f('O aleitamento materno exclusivo é recomendado até', 'os seis meses'),
      f('O leite produzido nos primeiros dias após o parto é', 'o colostro'),
      f('O hormônio responsável pela ejeção do leite é', 'a ocitocina'),
      f('O hormônio responsável pela produção do leite é', 'a prolactina'),
      f(
        'A OMS recomenda manter o aleitamento materno, com alimentos complementares, até',
        'os dois anos ou mais',
      ),
    ],
  },
  {
    subject: 901,
    facts: [
      f('A raiz da equação 2x + 6 = 0 é', '-3'),
      f('A soma das raízes de x² - 5x + 6 = 0 é', '5'),
      f('O produto das raízes de x² - 7x + 10 = 0 é', '10'),
      f('O valor de f(3) para f(x) = 2x - 1 é', '5'),
      f('O vértice da parábola y = x² - 4x tem abscissa', '2'),
      f('O valor de x em 3x - 4 = 11 é', '5'),
    ],
  },
  {
    subject: 902,
    facts: [
      f('A soma dos ângulos internos de um triângulo é', '180°'),
      f('A soma dos ângulos internos de um quadrilátero é', '360°'),
      f('A área de um quadrado de lado 6 cm é', '36 cm²'),
      f('A hipotenusa de um triângulo retângulo de catetos 3 e 4 mede', '5'),
      f('A área de um triângulo de base 10 e altura 4 é', '20'),
      f('O número de diagonais de um hexágono é', '9'),
    ],
  },
  {
    subject: 903,
    facts: [
      f('A probabilidade de sair cara no lançamento de uma moeda honesta é', '1/2'),
      f('A probabilidade de sair 6 no lançamento de um dado honesto é', '1/6'),
      f('A probabilidade de sair número par em um dado honesto é', '1/2'),
      f('A probabilidade de duas caras em dois lançamentos de uma moeda é', '1/4'),
      f('A probabilidade de soma 7 no lançamento de dois dados é', '1/6'),
    ],
  },
  {
    subject: 1001,
    facts: [
      f('O primeiro produto explorado pelos portugueses no Brasil foi', 'o pau-brasil'),
      f(
        'O sistema administrativo de 1534 que dividiu o território em faixas foi',
        'as capitanias hereditárias',
      ),
      f('A principal atividade econômica do Nordeste colonial no século XVI foi', 'a produção de açúcar'),
      f('O movimento de 1789 em Minas Gerais contra a cobrança de impostos foi', 'a Inconfidência Mineira'),
      f('A primeira capital do Brasil colonial foi', 'Salvador'),
    ],
  },
  {
    subject: 1002,
    facts: [
      f('A legislação trabalhista reunida em 1943 no governo Vargas é', 'a CLT'),
      f('O regime autoritário instaurado por Vargas em 1937 foi', 'o Estado Novo'),
      f('A empresa estatal de petróleo criada em 1953 é', 'a Petrobras'),
      f('O movimento que levou Vargas ao poder em 1930 foi', 'a Revolução de 1930'),
      f('A revolta paulista de 1932 contra o governo Vargas foi', 'a Revolução Constitucionalista'),
    ],
  },
  {
    subject: 1003,
    facts: [
      f('O primeiro presidente da República do Brasil foi', 'Deodoro da Fonseca'),
      f(
        'O acordo político da Primeira República entre São Paulo e Minas Gerais ficou conhecido como',
        'política do café com leite',
      ),
      f('A revolta de 1904 no Rio de Janeiro contra a vacinação obrigatória foi', 'a Revolta da Vacina'),
      f('O presidente que construiu Brasília foi', 'Juscelino Kubitschek'),
      f('A Constituição promulgada em 1988 ficou conhecida como', 'Constituição Cidadã'),
    ],
  },
  {
    subject: 1101,
    facts: [
      f('A lei que dispõe sobre o Estatuto da Advocacia e a OAB é', 'a Lei 8.906/1994'),
      f('A pena disciplinar aplicável por infrações leves é', 'a censura'),
      f('O prazo de prescrição da pretensão punitiva das infrações disciplinares é de', 'cinco anos'),
      f(
        'O órgão que julga em primeira instância os processos disciplinares é',
        'o Tribunal de Ética e Disciplina',
      ),
      f('A inscrição como estagiário pode ser feita pelo aluno a partir do', 'penúltimo ano do curso'),
    ],
  },
  {
    subject: 1102,
    facts: [
      f('Os honorários fixados por decisão judicial em favor do vencedor são os honorários', 'sucumbenciais'),
      f('A publicidade do advogado deve ter caráter', 'meramente informativo'),
      f('O sigilo profissional do advogado é, em regra,', 'um dever'),
      f(
        'A renúncia ao mandato obriga o advogado a representar o cliente pelos',
        'dez dias seguintes à notificação',
      ),
      f(
        'O advogado deve recusar o patrocínio de causa contra',
        'ex-cliente com uso de informações sigilosas',
      ),
    ],
  },
  {
    subject: 1201,
    facts: [
      f('A personalidade civil da pessoa começa com', 'o nascimento com vida'),
      f('A maioridade civil é atingida aos', 'dezoito anos'),
      f(
        'São absolutamente incapazes de exercer pessoalmente os atos da vida civil os menores de',
        'dezesseis anos',
      ),
      f('O prazo prescricional geral do Código Civil, quando a lei não fixar outro, é de', 'dez anos'),
      f('O domicílio da pessoa natural é o lugar onde ela estabelece', 'residência com ânimo definitivo'),
    ],
  },
  {
    subject: 1202,
    facts: [
      f('A obrigação de entregar coisa certa é uma obrigação de', 'dar'),
      f('A extinção da obrigação quando credor e devedor se confundem na mesma pessoa é', 'a confusão'),
      f('A extinção de obrigações recíprocas entre duas pessoas até onde se equivalem é', 'a compensação'),
      f('A criação de nova obrigação para extinguir a anterior é', 'a novação'),
      f('A obrigação em que qualquer devedor responde pela dívida toda é', 'solidária'),
    ],
  },
];
