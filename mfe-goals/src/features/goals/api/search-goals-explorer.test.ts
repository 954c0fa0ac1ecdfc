import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { goalsPage, PF_AGENTE } from '../../../testing/fixtures';
import { searchGoalsExplorer } from './search-goals-explorer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ 'POST /bff/search/v2/goals-explorer': goalsPage([PF_AGENTE]) });
});
afterEach(() => server.close());

describe('searchGoalsExplorer (POST /bff/search/v2/goals-explorer)', () => {
  it('asks for 15 goals of a page with the search type and the trimmed name', async () => {
    const platform = createTestPlatform({ prefixUrl: server.url });
    const result = await searchGoalsExplorer(platform, {
      searchType: 'classification',
      name: ' inss ',
      page: 3,
    });
    expect(result.goals).toEqual([PF_AGENTE]);
    expect(server.requestsTo('POST', '/bff/search/v2/goals-explorer')[0]!.json).toEqual({
      search_type: 'classification',
      name: 'inss',
      page: 3,
      per_page: 15,
    });
  });

  it('refuses another search type with the exact message of spec 2 §5 and never calls the API', async () => {
    const platform = createTestPlatform({ prefixUrl: server.url });
    await expect(searchGoalsExplorer(platform, { searchType: 'name' })).rejects.toThrow(
      'Invalid search type. Valid search types are: classification, highlight.',
    );
    expect(server.requests).toHaveLength(0);
  });
});
