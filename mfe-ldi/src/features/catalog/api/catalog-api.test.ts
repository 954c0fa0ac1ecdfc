import { createTestPlatform, startTestServer } from 'shared-contracts/testing';
import { directRoomUrl, trailsApi } from './catalog-api';

describe('directRoomUrl', () => {
  it('uses an address without "salavip" as is', () => {
    expect(directRoomUrl('https://meet.exemplo.com.br/revalida')).toBe(
      'https://meet.exemplo.com.br/revalida',
    );
  });

  it('has no direct link for a salavip address (a session URL is needed)', () => {
    expect(directRoomUrl('https://salavip.exemplo.com.br/salavip/oab')).toBeNull();
  });
});

describe('trailsApi', () => {
  it('asks the catalogue through the strategic-track client (with its type header)', async () => {
    const server = await startTestServer({ 'GET /v3/strategic-trails/catalog': { data: [] } });
    await trailsApi.list(createTestPlatform({ prefixUrl: server.url }));
    expect(server.requests[0]?.headers['x-interactive-track-type']).toBe('strategic-track');
    await server.close();
  });
});
