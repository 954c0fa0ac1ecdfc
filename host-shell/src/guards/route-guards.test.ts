import type { EcommerceArea, MaintenanceFlags } from 'shared-contracts';
import { ERR_REDIRECT, internalPath } from './redirect-error';
import {
  evaluateGuards,
  MAINTENANCE_SITE,
  SANDBOX_MAINTENANCE_SITE,
  type GuardContext,
  type GuardDecision,
} from './route-guards';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';

const ALL_AREAS: Partial<Record<EcommerceArea, boolean>> = {
  questoes: true,
  monitorias: true,
  cast: true,
  'sala-vip': true,
  trilhas: true,
  discursivas: true,
  redacoes: true,
  objetivos: true,
};
const NO_MAINTENANCE: MaintenanceFlags = { default: false, ldi: false, cursos: false };

function context(overrides: Partial<GuardContext> & { flags?: Record<string, boolean> } = {}): GuardContext {
  const {
    flags = { study_table: true, questions: true, notebooks: true, cast: true, goals: true },
    ...rest
  } = overrides;
  return {
    environment: 'production',
    userAgent: DESKTOP,
    features: () => flags,
    waitForFeatures: async () => true,
    ecommerce: () => ALL_AREAS,
    fetchEcommerce: async () => ALL_AREAS,
    fetchMaintenance: async () => NO_MAINTENANCE,
    ...rest,
  };
}

const at = (path: string) => new URL(path, 'http://concursos.localhost:3000');
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });
const ALLOW: GuardDecision = { kind: 'allow' };

describe('entitlement guard', () => {
  it.each([
    ['/questoes/buscar', 'questoes'],
    ['/cadernos-e-simulados', 'questoes'],
    ['/monitorias/x', 'monitorias'],
    ['/cast', 'cast'],
    ['/sala-vip', 'sala-vip'],
    ['/trilhas-estrategicas', 'trilhas'],
    ['/discursivas', 'discursivas'],
    ['/redacoes', 'redacoes'],
    ['/objetivos/3', 'objetivos'],
  ])('sends %s to the upsell page of %s when that area is not active', async (path, area) => {
    const flags = { questions: true, notebooks: true, tutorings: true, cast: true, vip_room: true };
    const decision = await evaluateGuards(
      at(path),
      context({
        flags: { ...flags, strategic_trails: true, discursives: true, goals: true },
        ecommerce: () => ({ ...ALL_AREAS, [area]: false }),
      }),
    );
    expect(decision).toEqual(to(`/garanta-acesso-completo?horizontal=${area}`));
  });

  it('lets an active area through', async () => {
    await expect(evaluateGuards(at('/cast'), context())).resolves.toEqual(ALLOW);
  });

  it('fetches the entitlements when the features are not loaded, and ignores a failed fetch', async () => {
    const fetchEcommerce = jest.fn(async () => ({ cast: false }));
    const notLoaded = { waitForFeatures: async () => false, ecommerce: () => ({}), fetchEcommerce };
    await expect(evaluateGuards(at('/cast'), context(notLoaded))).resolves.toEqual(
      to('/garanta-acesso-completo?horizontal=cast'),
    );
    expect(fetchEcommerce).toHaveBeenCalledTimes(1);

    jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = context({
      ...notLoaded,
      fetchEcommerce: async () => {
        throw new Error('503');
      },
    });
    await expect(evaluateGuards(at('/cast'), failing)).resolves.toEqual(ALLOW);
  });
});

describe('feature-flag guard', () => {
  it.each([
    ['/todos-os-cursos', 'my_courses'],
    ['/questoes/buscar', 'questions'],
    ['/cast/album/2', 'cast'],
    ['/estudos-em-andamento', 'ongoing_studies'],
    ['/objetivos', 'goals'],
  ])('sends %s to /mesa-de-estudo when %s is off', async (path, flag) => {
    const flags = { study_table: true, questions: true, cast: true, goals: true, my_courses: true };
    await expect(
      evaluateGuards(at(path), context({ flags: { ...flags, ongoing_studies: true, [flag]: false } })),
    ).resolves.toEqual(to('/mesa-de-estudo'));
  });

  it('lets /mesa-de-estudo through even with study_table off (no loop)', async () => {
    await expect(evaluateGuards(at('/mesa-de-estudo'), context({ flags: {} }))).resolves.toEqual(ALLOW);
  });

  it('sends the product catalogue to /cursos/manutencao/ while e-commerce is in maintenance', async () => {
    const flags = { new_products_catalog: true, maintenance_ecommerce: true };
    await expect(evaluateGuards(at('/catalogo-produtos'), context({ flags }))).resolves.toEqual(
      to('/cursos/manutencao/'),
    );
    await expect(
      evaluateGuards(at('/catalogo-produtos'), context({ flags: { new_products_catalog: true } })),
    ).resolves.toEqual(ALLOW);
  });

  it('never redirects on flags that are not loaded yet', async () => {
    const notLoaded = context({ flags: {}, waitForFeatures: async () => false });
    await expect(evaluateGuards(at('/todos-os-cursos'), notLoaded)).resolves.toEqual(ALLOW);
  });

  it('runs before the entitlement guard: an area that is off is not offered for sale', async () => {
    const decision = await evaluateGuards(
      at('/cast'),
      context({ flags: { study_table: true, cast: false }, ecommerce: () => ({ cast: false }) }),
    );
    expect(decision).toEqual(to('/mesa-de-estudo'));
  });
});

describe('maintenance guard', () => {
  const closed = (flags: Partial<MaintenanceFlags>) => async () => ({ ...NO_MAINTENANCE, ...flags });

  it('sends a path to the maintenance site when the default flag is on; the sandbox site locally', async () => {
    await expect(
      evaluateGuards(at('/questoes/buscar'), context({ fetchMaintenance: closed({ default: true }) })),
    ).resolves.toEqual({ kind: 'external', url: MAINTENANCE_SITE });
    for (const environment of ['local', 'sandbox'] as const) {
      await expect(
        evaluateGuards(
          at('/questoes/buscar'),
          context({ environment, fetchMaintenance: closed({ default: true }) }),
        ),
      ).resolves.toEqual({ kind: 'external', url: SANDBOX_MAINTENANCE_SITE });
    }
  });

  it('uses the ldi flag for /ldi… and the cursos flag for /todos-os-cursos/{one segment}', async () => {
    const ldi = context({ fetchMaintenance: closed({ ldi: true }), flags: { my_courses: true } });
    await expect(evaluateGuards(at('/ldi/direito-constitucional'), ldi)).resolves.toMatchObject({
      kind: 'external',
    });
    await expect(evaluateGuards(at('/todos-os-cursos/curso-x'), ldi)).resolves.toEqual(ALLOW);

    const cursos = context({ fetchMaintenance: closed({ cursos: true }), flags: { my_courses: true } });
    await expect(evaluateGuards(at('/todos-os-cursos/curso-x'), cursos)).resolves.toMatchObject({
      kind: 'external',
    });
    await expect(evaluateGuards(at('/todos-os-cursos/estante/2'), cursos)).resolves.toEqual(ALLOW);
    await expect(evaluateGuards(at('/ldi/x'), cursos)).resolves.toEqual(ALLOW);
  });

  it('skips paths containing /auth/ without asking', async () => {
    const fetchMaintenance = jest.fn(closed({ default: true }));
    await expect(evaluateGuards(at('/auth/login'), context({ fetchMaintenance }))).resolves.toEqual(ALLOW);
    expect(fetchMaintenance).not.toHaveBeenCalled();
  });

  it('only logs a failed lookup', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = context({
      fetchMaintenance: async () => {
        throw new Error('timeout');
      },
    });
    await expect(evaluateGuards(at('/cast'), failing)).resolves.toEqual(ALLOW);
    expect(log).toHaveBeenCalled();
  });
});

describe('mobile guard', () => {
  it.each([IPHONE, ANDROID])('sends a phone to /baixar-o-app (%#)', async (userAgent) => {
    await expect(evaluateGuards(at('/questoes/buscar'), context({ userAgent }))).resolves.toEqual(
      to('/baixar-o-app'),
    );
  });

  it('adds legacy-app-link for the notebooks area', async () => {
    await expect(
      evaluateGuards(at('/cadernos-e-simulados/cadernos/7'), context({ userAgent: IPHONE })),
    ).resolves.toEqual(to('/baixar-o-app?legacy-app-link=%2Fcadernos-e-simulados%2Fcadernos%2F7'));
  });

  it('leaves desktops, the download page itself and sign-in alone', async () => {
    await expect(evaluateGuards(at('/questoes/buscar'), context())).resolves.toEqual(ALLOW);
    await expect(evaluateGuards(at('/baixar-o-app'), context({ userAgent: IPHONE }))).resolves.toEqual(ALLOW);
    await expect(evaluateGuards(at('/auth'), context({ userAgent: ANDROID }))).resolves.toEqual(ALLOW);
  });
});

describe('unguarded paths', () => {
  it.each(['/', '/destaques', '/destaques/destaques-med', '/cursos', '/cursos/carrinho', '/curso/x'])(
    '%s passes every guard',
    async (path) => {
      const fetchMaintenance = jest.fn(async () => ({ default: true, ldi: true, cursos: true }));
      await expect(
        evaluateGuards(at(path), context({ userAgent: IPHONE, flags: {}, fetchMaintenance })),
      ).resolves.toEqual(ALLOW);
      expect(fetchMaintenance).not.toHaveBeenCalled();
    },
  );

  it('does not mistake /cursos-para-voce for /cursos', async () => {
    await expect(
      evaluateGuards(
        at('/cursos-para-voce'),
        context({ fetchMaintenance: async () => ({ ...NO_MAINTENANCE, default: true }) }),
      ),
    ).resolves.toMatchObject({ kind: 'external' });
  });
});

describe('internalPath', () => {
  it('accepts internal paths and throws ERR_REDIRECT for anything else', () => {
    expect(internalPath('/mesa-de-estudo?x=1')).toBe('/mesa-de-estudo?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'mesa', '/a\nb']) {
      expect(() => internalPath(bad)).toThrow(expect.objectContaining({ code: ERR_REDIRECT }));
    }
  });
});
