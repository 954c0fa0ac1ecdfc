import { createHttpClients } from 'shared-contracts';
import { startTestServer } from 'shared-contracts/testing';
import { loadFeatures, parseEcommerce, parseFeatures } from './load-features';

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
    'GET /bff/ecommerce': { data: { status: { cast: { active: true } } } },
    'GET /bff/toggler/key/goal-explorer': { data: { title_side_menu: 'Explorar objetivos' } },
  });
  try {
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'concursos', retryBaseDelayMs: 1 });
    await expect(loadFeatures(http)).resolves.toEqual({
      features: {},
      ecommerce: { cast: true },
      explorerTitle: 'Explorar objetivos',
    });
  } finally {
    await server.close();
  }
});
