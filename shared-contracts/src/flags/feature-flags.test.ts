import {
  AREA_FLAGS,
  ECOMMERCE_AREAS,
  ENTITLEMENT_GUARD_PREFIXES,
  FEATURE_FLAGS,
  FLAG_GUARD_PREFIXES,
  abRolloutEnabled,
  entitlementAreaForPath,
  flagForPath,
  isBetaActive,
  isEcommerceArea,
  isKnownFeatureFlag,
  maintenanceAreaForPath,
} from './feature-flags';

describe('flag names', () => {
  it('lists every flag of spec 1 §3 once', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    for (const flag of [
      'vertical_menu_general',
      'vertical_menu_militar',
      'profile_menu_cancel_purchases',
      'ldi_notification',
      'dark_mode',
      'new_search',
      'search_show_cursosinterativos',
      'search_show_aovivo',
      'new_products_catalog',
      'ongoing_studies',
    ]) {
      expect(isKnownFeatureFlag(flag)).toBe(true);
    }
    expect(isKnownFeatureFlag('made_up')).toBe(false);
  });

  it('guards every area flag through a prefix', () => {
    expect(FLAG_GUARD_PREFIXES.map(({ flag }) => flag).sort()).toEqual([...AREA_FLAGS].sort());
  });

  it('maps every e-commerce area to at least one prefix', () => {
    expect(new Set(ENTITLEMENT_GUARD_PREFIXES.map(({ area }) => area))).toEqual(new Set(ECOMMERCE_AREAS));
    expect(isEcommerceArea('sala-vip')).toBe(true);
    expect(isEcommerceArea('sala')).toBe(false);
  });
});

describe('guard tables', () => {
  it('finds the flag of a path on segment boundaries', () => {
    expect(flagForPath('/mesa-de-estudo')).toBe('study_table');
    expect(flagForPath('/cadernos-e-simulados/cadernos/3')).toBe('notebooks');
    expect(flagForPath('/catalogo-produtos')).toBe('new_products_catalog');
    expect(flagForPath('/castelo')).toBeNull();
    expect(flagForPath('/cursos')).toBeNull();
  });

  it('finds the entitlement area of a path', () => {
    expect(entitlementAreaForPath('/questoes/buscar')).toBe('questoes');
    expect(entitlementAreaForPath('/cadernos-e-simulados')).toBe('questoes');
    expect(entitlementAreaForPath('/trilhas-estrategicas/x')).toBe('trilhas');
    expect(entitlementAreaForPath('/redacoes')).toBe('redacoes');
    expect(entitlementAreaForPath('/todos-os-cursos')).toBeNull();
  });

  it('finds the maintenance flag of a path', () => {
    expect(maintenanceAreaForPath('/auth/login')).toBeNull();
    expect(maintenanceAreaForPath('/ldi/direito')).toBe('ldi');
    expect(maintenanceAreaForPath('/ldi-personalizado/x')).toBe('ldi');
    expect(maintenanceAreaForPath('/todos-os-cursos/curso-x')).toBe('cursos');
    expect(maintenanceAreaForPath('/todos-os-cursos/estante/2')).toBe('default');
    expect(maintenanceAreaForPath('/questoes')).toBe('default');
  });
});

describe('isBetaActive', () => {
  it.each([
    ['aceito_ativo', true],
    ['ativo_obrigatorio', true],
    ['aceito_inativo', false],
    ['pendente', false],
    ['recusado', false],
    [null, false],
  ] as const)('%s → %s', (status, active) => {
    expect(isBetaActive(status)).toBe(active);
  });
});

describe('abRolloutEnabled', () => {
  it('is on for everyone above 99 % and off for everyone below 1 %', () => {
    expect(abRolloutEnabled(100, 0xf)).toBe(true);
    expect(abRolloutEnabled(99.5, 'abcf')).toBe(true);
    expect(abRolloutEnabled(0.5, 0)).toBe(false);
    expect(abRolloutEnabled(0, 'a0')).toBe(false);
  });

  it('compares the last hex digit plus one with round(percentage × 0.16)', () => {
    // 50 % → round(8) = 8: digits 0..7 on, 8..f off
    expect(abRolloutEnabled(50, 'ab7')).toBe(true);
    expect(abRolloutEnabled(50, 'ab8')).toBe(false);
    expect(abRolloutEnabled(50, 'ABF')).toBe(false);
    // 10 % → round(1.6) = 2: digits 0 and 1
    expect(abRolloutEnabled(10, 'x1')).toBe(true);
    expect(abRolloutEnabled(10, 'x2')).toBe(false);
    // 1 % → round(0.16) = 0: nobody
    expect(abRolloutEnabled(1, '0')).toBe(false);
  });

  it('writes a numeric id in hex first', () => {
    // 23 = 0x17 → digit 7
    expect(abRolloutEnabled(50, 23)).toBe(true);
    // 31 = 0x1f → digit 15
    expect(abRolloutEnabled(50, 31)).toBe(false);
    expect(abRolloutEnabled(99, 31)).toBe(true);
  });

  it('turns on about the given share of users', () => {
    const users = Array.from({ length: 1600 }, (_, index) => index + 1);
    const on = users.filter((id) => abRolloutEnabled(25, id)).length;
    expect(on).toBe(400);
  });

  it('is off for an id without a hex digit', () => {
    expect(abRolloutEnabled(50, 'xyz')).toBe(false);
  });
});
