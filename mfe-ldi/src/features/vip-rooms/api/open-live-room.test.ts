import { createTestPlatform } from 'shared-contracts/test-platform';
import { startTestServer, type TestRoutes, type TestServer } from 'shared-contracts/testing';
import { captureConsoleErrors } from 'shared-design-system/testing';
import { liveRoomAddress, openLiveRoom } from './open-live-room';

const SALAVIP = 'https://salavip.exemplo.com.br/salavip/fiscal';
let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function platformAnswering(routes: TestRoutes) {
  server = await startTestServer(routes);
  return createTestPlatform({ prefixUrl: server.url, http: { retryBaseDelayMs: 1 } });
}

describe('opening a live room (spec 2 §4, spec 3 §5)', () => {
  it("says 'Room URL não informada' for a room without an address", async () => {
    expect(() => liveRoomAddress('')).toThrow('Room URL não informada');
    expect(() => liveRoomAddress(null)).toThrow('Room URL não informada');
    const platform = await platformAnswering({});
    await expect(openLiveRoom(platform, '  ')).rejects.toThrow('Room URL não informada');
    expect(server!.requests).toEqual([]);
  });

  it('uses an address without the word salavip as is, asking nothing', async () => {
    const platform = await platformAnswering({});
    await expect(openLiveRoom(platform, 'https://meet.exemplo.com.br/tribunais')).resolves.toEqual({
      kind: 'open',
      url: 'https://meet.exemplo.com.br/tribunais',
    });
    expect(server!.requests).toEqual([]);
  });

  it('asks bbb-url?roomUrl for the session URL of a salavip address', async () => {
    const platform = await platformAnswering({
      'GET /v3/vip-rooms/bbb-url': { data: { url: 'https://salavip.exemplo.com.br/join?s=1' } },
    });
    await expect(openLiveRoom(platform, SALAVIP)).resolves.toEqual({
      kind: 'open',
      url: 'https://salavip.exemplo.com.br/join?s=1',
    });
    expect(server!.requestsTo('GET', '/v3/vip-rooms/bbb-url')[0]!.query.get('roomUrl')).toBe(SALAVIP);
  });

  it.each([
    ['an error message', { status: 409, json: { error: { message: 'sessão offline', tag: 'X' } } }],
    ['a plain-text error', { status: 400, body: 'sessão offline' }],
    ['a plain-text success', { status: 200, body: 'Sessão offline' }],
  ])("reads the server text 'sessão offline' (%s) as an offline room", async (_case, reply) => {
    const platform = await platformAnswering({ 'GET /v3/vip-rooms/bbb-url': reply });
    await expect(openLiveRoom(platform, SALAVIP)).resolves.toEqual({ kind: 'offline' });
  });

  it('gives "unavailable" for any other failure, and logs it', async () => {
    const errors = captureConsoleErrors();
    const platform = await platformAnswering({
      'GET /v3/vip-rooms/bbb-url': { status: 500, json: { error: { message: 'Falha', tag: 'X' } } },
    });
    await expect(openLiveRoom(platform, SALAVIP)).resolves.toEqual({ kind: 'unavailable' });
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getVipRoomSessionUrl falhou', expect.anything());
  });
});
