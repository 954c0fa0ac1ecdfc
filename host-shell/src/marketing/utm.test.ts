import { createEventBus, createHttpClients } from 'shared-contracts';
import { startTestServer, type TestServer } from 'shared-contracts/testing';
import { mayHaveUtm } from './may-have-utm';
import { captureUtm, UTM_SENT_KEY, utmFromCookies } from './utm';

let server: TestServer;

function clearCookies() {
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'])
    document.cookie = `${key}=; max-age=0; path=/`;
}

beforeEach(() => {
  clearCookies();
  window.localStorage.clear();
});

afterEach(() => server?.close());

async function http(reply: object = { status: 204 }) {
  server = await startTestServer({ 'POST /bff/ecommerce/utm': reply });
  return createHttpClients({ bus: createEventBus(), vertical: 'concursos', prefixUrl: server.url });
}

test('only pages with utm_ parameters or cookies load the UTM module', () => {
  expect(mayHaveUtm('?utm_source=google', '')).toBe(true);
  expect(mayHaveUtm('', 'a=1; utm_campaign=x')).toBe(true);
  expect(mayHaveUtm('?page=2', 'a=1')).toBe(false);
});

test('the parameters go to cookies for 7 days and, signed in, to the BFF once per campaign', async () => {
  const cookieWrites: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
    cookieWrites.push(value);
    descriptor.set!.call(document, value);
  });
  const clients = await http();
  const search = '?utm_source=google&utm_medium=cpc&utm_campaign=oab-2026&utm_term=&page=1';
  const sent = await captureUtm({ http: clients, search, signedIn: true, storage: window.localStorage });

  expect(cookieWrites).toContain('utm_source=google; max-age=604800; path=/; SameSite=Lax');
  expect(utmFromCookies(document.cookie)).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'oab-2026',
  });
  expect(sent).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'oab-2026' });
  expect(server.requestsTo('POST', '/bff/ecommerce/utm')[0]?.json).toEqual(sent);
  expect(window.localStorage.getItem(UTM_SENT_KEY)).not.toBeNull();

  // the next page of the same campaign posts nothing again
  await captureUtm({ http: clients, search: '', signedIn: true, storage: window.localStorage });
  expect(server.requestsTo('POST', '/bff/ecommerce/utm')).toHaveLength(1);
});

test('signed out: cookies only, nothing posted; a failing post is only logged', async () => {
  const clients = await http({ status: 500, json: { error: { message: 'x' } } });
  await captureUtm({ http: clients, search: '?utm_source=news', signedIn: false });
  expect(server.requestsTo('POST', '/bff/ecommerce/utm')).toHaveLength(0);
  expect(utmFromCookies(document.cookie)).toEqual({ utm_source: 'news' });

  const logger = { error: jest.fn() };
  const sent = await captureUtm({ http: clients, search: '', signedIn: true, logger });
  expect(sent).toBeNull();
  expect(logger.error).toHaveBeenCalled();
});
