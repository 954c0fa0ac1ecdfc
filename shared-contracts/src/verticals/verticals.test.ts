import {
  VERTICAL_IDS,
  VERTICAL_MENU_FLAGS,
  VERTICAL_WORDING,
  isVerticalId,
  switchVerticalHost,
  verticalFromHost,
  verticalWording,
} from './verticals';

describe('verticalFromHost', () => {
  it.each([
    ['concursos.localhost:3000', 'concursos'],
    ['medicina.localhost:3000', 'medicina'],
    ['oab.exemplo.com.br', 'oab'],
    ['CARREIRAS-JURIDICAS.exemplo.com.br', 'carreiras-juridicas'],
    ['militares.exemplo.com.br.', 'militares'],
    ['vestibulares', 'vestibulares'],
    ['www.exemplo.com.br', 'concursos'],
    ['localhost:3000', 'concursos'],
    ['127.0.0.1:3000', 'concursos'],
    ['', 'concursos'],
  ] as const)('%s → %s', (host, vertical) => {
    expect(verticalFromHost(host)).toBe(vertical);
  });
});

describe('switchVerticalHost', () => {
  it('replaces the first label and keeps the port', () => {
    expect(switchVerticalHost('concursos.localhost:3000', 'medicina')).toBe('medicina.localhost:3000');
    expect(switchVerticalHost('www.exemplo.com.br', 'oab')).toBe('oab.exemplo.com.br');
  });

  it('prepends the vertical to a single-label host', () => {
    expect(switchVerticalHost('localhost:3000', 'militares')).toBe('militares.localhost:3000');
  });
});

describe('vertical wording', () => {
  it('says lists for medicina and militares, notebooks elsewhere', () => {
    expect(verticalWording('medicina').notebooksAndExams).toBe('Listas e Simulados');
    expect(verticalWording('militares').notebooks).toBe('Listas');
    expect(verticalWording('medicina').notebook).toBe('Lista');
    for (const vertical of ['concursos', 'oab', 'vestibulares', 'carreiras-juridicas'] as const) {
      expect(verticalWording(vertical).notebooksAndExams).toBe('Cadernos e Simulados');
      expect(verticalWording(vertical).notebooks).toBe('Cadernos');
    }
  });

  it('names discursives per vertical', () => {
    expect(verticalWording('oab').discursives).toBe('Simulados de 2ª Fase');
    expect(verticalWording('concursos').discursives).toBe('Simulados discursivos');
    expect(verticalWording('oab').phase).toBe('2ª Fase');
  });

  it('names tutoring per vertical', () => {
    expect(verticalWording('oab').tutoring).toBe('Curso Especial');
    expect(verticalWording('carreiras-juridicas').tutoring).toBe('Curso especial');
    expect(verticalWording('medicina').tutoring).toBe('Monitoria');
    expect(verticalWording('concursos').tutorings).toBe('Monitorias');
  });

  it('has a product name and the objective label for every vertical', () => {
    for (const vertical of VERTICAL_IDS) {
      expect(VERTICAL_WORDING[vertical].productName).toMatch(/^Estudos /);
      expect(VERTICAL_WORDING[vertical].objective).toBe('Objetivo');
    }
    expect(verticalWording('carreiras-juridicas').productName).toBe('Estudos Carreiras Jurídicas');
  });

  it('knows vertical ids and their menu flags', () => {
    expect(isVerticalId('oab')).toBe(true);
    expect(isVerticalId('direito')).toBe(false);
    expect(VERTICAL_MENU_FLAGS.militares).toBe('vertical_menu_militar');
  });
});
