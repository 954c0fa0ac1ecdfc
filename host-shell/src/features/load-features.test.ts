import { createHttpClients, SESSION_COOKIE } from 'shared-contracts';
import { EARLY_MAINTENANCE_PATH, EARLY_SESSION_PATHS } from 'shared-contracts/early-requests';
import { startTestServer } from 'shared-contracts/testing';
import {
  effectiveFeatures,
  loadFeatures,
  parseEcommerce,
  parseFeatures,
  parseFeaturesAb,
} from './load-features';
import { loadSession } from '../session/load-session';
import { fetchMaintenance } from './maintenance';

test('flags are on only when strictly true; data.status gives the entitlements', () => {
  expect(parseFeatures({ data: { cast: true, questions: 'yes', goals: false } })).toEqual({
    cast: true,
    questions: false,
    goals: false,
  });
  expect(
    parseEcommerce({
      data: { status: { cast: { active: true }, questoes: { active: false }, bogus: { active: true } } },
    }),
  ).toEqual({ cast: true, questoes: false });
});

test('each failing call leaves only its part off', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const server = await startTestServer({
    'GET /bff/features': { status: 500 },
    'GET /bff/features/ab': { new_search: 50 },
    'GET /bff/ecommerce': { data: { status: { cast: { active: true } } } },
    'GET /bff/toggler/key/goal-explorer': { data: { title_side_menu: 'Explorar objetivos' } },
  });
  try {
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'concursos', retryBaseDelayMs: 1 });
    await expect(loadFeatures(http)).resolves.toEqual({
      features: {},
      featuresAb: { new_search: 50 },
      ecommerce: { cast: true },
      explorerTitle: 'Explorar objetivos',
    });
  } finally {
    await server.close();
  }
});

test('A/B rollouts are numbers only, bare or under data', () => {
  expect(parseFeaturesAb({ data: { new_search: 50, ldi_notification: 100, bogus: '10' } })).toEqual({
    new_search: 50,
    ldi_notification: 100,
  });
  expect(parseFeaturesAb({ new_search: 5 })).toEqual({ new_search: 5 });
  expect(parseFeaturesAb(null)).toEqual({});
});

describe('effectiveFeatures', () => {
  const features = { new_search: true, cast: false, questions: true };

  it('decides each A/B feature by the rollout rule for the user, over the server flag', () => {
    // 1008 = 0x3f0: last hex digit 0 → in every rollout from round(p × 0.16) ≥ 1
    expect(effectiveFeatures({ features, featuresAb: { new_search: 50 }, userId: 1008, forced: [] })).toEqual(
      features,
    );
    // 1023 = 0x3ff: last digit f → only in rollouts above 96.875 %
    expect(
      effectiveFeatures({ features, featuresAb: { new_search: 50 }, userId: 1023, forced: [] }).new_search,
    ).toBe(false);
    expect(
      effectiveFeatures({ features, featuresAb: { new_search: 100 }, userId: 1023, forced: [] }).new_search,
    ).toBe(true);
    expect(
      effectiveFeatures({ features, featuresAb: { new_search: 0.5 }, userId: 1008, forced: [] }).new_search,
    ).toBe(false);
  });

  it('keeps A/B features off without a user, and lets the preview force features on', () => {
    expect(
      effectiveFeatures({ features, featuresAb: { new_search: 100 }, userId: null, forced: [] }).new_search,
    ).toBe(false);
    expect(effectiveFeatures({ features, featuresAb: {}, userId: null, forced: ['cast', 'goals'] })).toEqual({
      ...features,
      cast: true,
      goals: true,
    });
  });
});

test("the shell's start calls for a signed-in student (session, features, the first page's maintenance check) are exactly the ones the early boot sends before it (issue 12)", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const server = await startTestServer({ 'GET /bff/manutencao': { default: false } });
  document.cookie = `${SESSION_COOKIE}=tok-1; path=/`;
  try {
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'concursos', retryBaseDelayMs: 1 });
    await Promise.all([loadSession(http), loadFeatures(http), fetchMaintenance(http)]);
    expect(new Set(server.requests.map((request) => `${request.method} ${request.path}`))).toEqual(
      new Set([...EARLY_SESSION_PATHS, EARLY_MAINTENANCE_PATH].map((path) => `GET ${path}`)),
    );
  } finally {
    document.cookie = `${SESSION_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    await server.close();
  }
});
