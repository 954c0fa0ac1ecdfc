import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { goalsPage, PF_AGENTE } from '../../../testing/fixtures';
import { assertSearchType, getGoals } from './get-goals';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ 'GET /bff/goals': goalsPage([PF_AGENTE]) });
});
afterEach(() => server.close());

describe('goals search type (spec 2 §5)', () => {
  it.each(['classification', 'highlight'])('accepts %s', (type) => {
    expect(() => assertSearchType(type)).not.toThrow();
  });

  it.each(['name', '', 'Highlight'])(
    'refuses %p with the exact message and never calls the API',
    async (type) => {
      expect(() => assertSearchType(type)).toThrow(
        'Invalid search type. Valid search types are: classification, highlight.',
      );
      const platform = createTestPlatform({ prefixUrl: server.url });
      await expect(getGoals(platform, { searchType: type })).rejects.toThrow(
        'Invalid search type. Valid search types are: classification, highlight.',
      );
      expect(server.requests).toHaveLength(0);
    },
  );
});

describe('getGoals', () => {
  it('asks for 15 goals of a page with the search type and trimmed name', async () => {
    const platform = createTestPlatform({ prefixUrl: server.url });
    const result = await getGoals(platform, { page: 2, searchType: 'highlight', name: '  polícia ' });

    expect(result.goals).toEqual([PF_AGENTE]);
    const query = server.requestsTo('GET', '/bff/goals')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      per_page: '15',
      search_type: 'highlight',
      name: 'polícia',
    });
  });

  it('rejects an answer without pagination', async () => {
    const odd = await startTestServer({ 'GET /bff/goals': { data: [PF_AGENTE] } });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      getGoals(createTestPlatform({ prefixUrl: odd.url }), { searchType: 'classification' }),
    ).rejects.toThrow(/Resposta inesperada/);
    expect(errors).toHaveBeenCalledWith('[mfe-goals] getGoals falhou', expect.anything());
    await odd.close();
  });
});
