import { FEATURE_FLAGS, verticalWording, type FeatureFlag } from 'shared-contracts';
import { CONCURSOS_PRODUCT_CATALOGUE_URL, isActiveItem, sideMenuItems } from './side-menu-items';

const allOn =
  (except: FeatureFlag[] = []) =>
  (flag: FeatureFlag) =>
    !except.includes(flag) && FEATURE_FLAGS.includes(flag as never);

function labels(
  vertical: 'concursos' | 'medicina' | 'oab' | 'carreiras-juridicas',
  except: FeatureFlag[] = [],
  explorerTitle: string | null = 'Explorar objetivos',
) {
  return sideMenuItems({
    vertical,
    wording: verticalWording(vertical),
    isEnabled: allOn(except),
    explorerTitle,
  }).map((i) => i.label);
}

test('every item shows with its flag on, with per-vertical labels', () => {
  expect(labels('concursos')).toEqual(
    expect.arrayContaining([
      'Mesa de estudo',
      'Cadernos e Simulados',
      'Simulados discursivos',
      'Monitoria',
      'Explorar objetivos',
    ]),
  );
  expect(labels('medicina')).toContain('Listas e Simulados');
  expect(labels('oab')).toContain('Simulados de 2ª Fase');
  // the tutoring item (spec 1 §1): 'Curso Especial' on oab, 'Curso especial' on carreiras-juridicas
  expect(labels('oab')).toContain('Curso Especial');
  expect(labels('carreiras-juridicas')).toContain('Curso especial');
  expect(labels('medicina')).toContain('Monitoria');
});

test('an item whose flag is off is hidden', () => {
  expect(labels('concursos', ['cast', 'notebooks'])).not.toContain('Cast');
  expect(labels('concursos', ['cast', 'notebooks'])).not.toContain('Cadernos e Simulados');
});

// spec 1 §2: each item shows only if its feature flag is on (the flags of shared-contracts' flag table)
test.each([
  ['/meu-desempenho', 'Meu desempenho', 'my_performance'],
  ['/redacoes', 'Redações', 'essays'],
  ['/rankings', 'Rankings', 'rankings'],
  ['/explorar', 'Explorar objetivos', 'goals_explorer'],
  ['/cursos', 'Catálogo de cursos', 'courses_catalog'],
  ['/cursos-para-voce', 'Cursos para você', 'new_products_catalog'],
] as const)('%s (%s) shows only while %s is on', (_path, label, flag) => {
  expect(labels('concursos', [flag])).not.toContain(label);
  expect(labels('concursos')).toContain(label);
});

test('the explorer follows goals_explorer, not the goals flag', () => {
  const goalsOff = labels('concursos', ['goals', 'new_search']);
  expect(goalsOff).not.toContain('Objetivos');
  expect(goalsOff).toContain('Explorar objetivos');
});

test('new_search hides goals and my courses takes the goals title', () => {
  const withNewSearch = sideMenuItems({
    vertical: 'concursos',
    wording: verticalWording('concursos'),
    isEnabled: allOn(),
    explorerTitle: null,
  });
  expect(withNewSearch.find((i) => i.path === '/objetivos')).toBeUndefined();
  expect(withNewSearch.find((i) => i.path === '/todos-os-cursos')?.label).toBe(
    verticalWording('concursos').objectives,
  );
  const without = sideMenuItems({
    vertical: 'concursos',
    wording: verticalWording('concursos'),
    isEnabled: allOn(['new_search']),
    explorerTitle: null,
  });
  expect(without.find((i) => i.path === '/todos-os-cursos')?.label).toBe('Meus cursos');
  expect(without.find((i) => i.path === '/objetivos')).toBeDefined();
});

test('cursos-para-voce opens in a new tab, external for concursos only', () => {
  const concursos = sideMenuItems({
    vertical: 'concursos',
    wording: verticalWording('concursos'),
    isEnabled: allOn(),
    explorerTitle: null,
  });
  const medicina = sideMenuItems({
    vertical: 'medicina',
    wording: verticalWording('medicina'),
    isEnabled: allOn(),
    explorerTitle: null,
  });
  expect(concursos.find((i) => i.path === '/cursos-para-voce')).toMatchObject({
    newTab: true,
    href: CONCURSOS_PRODUCT_CATALOGUE_URL,
  });
  expect(medicina.find((i) => i.path === '/cursos-para-voce')).toMatchObject({ newTab: true });
  expect(medicina.find((i) => i.path === '/cursos-para-voce')?.href).toBeUndefined();
});

test('the explorer item takes its title from the toggler and hides without it', () => {
  expect(labels('concursos', ['new_search'], null)).not.toContain('Explorar');
  expect(labels('concursos', ['new_search'], 'Descubra')).toContain('Descubra');
});

test('every item carries the access role ignore', () => {
  expect(
    sideMenuItems({
      vertical: 'concursos',
      wording: verticalWording('concursos'),
      isEnabled: allOn(),
      explorerTitle: 'x',
    }).every((i) => i.accessRole === 'ignore'),
  ).toBe(true);
});

test('the active item is matched by first path segment', () => {
  expect(isActiveItem('/questoes/buscar', '/questoes/123')).toBe(true);
  expect(isActiveItem('/cursos', '/cursos-para-voce')).toBe(false);
  expect(isActiveItem('/cast', '/cast/album/2')).toBe(true);
});
