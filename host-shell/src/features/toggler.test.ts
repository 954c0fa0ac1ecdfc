import { createHttpClients } from 'shared-contracts';
import { startTestServer } from 'shared-contracts/testing';
import { fetchMaintenance, parseMaintenance } from './maintenance';
import { getKey } from './toggler';

test('getKey is true only for a true value; a failure is logged and false', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const server = await startTestServer({
    'GET /bff/toggler/key/welcome-wizard': { data: true },
    'GET /bff/toggler/key/goal-explorer': { data: { enabled: true, title_side_menu: 'Explorar' } },
    'GET /bff/toggler/key/valued': { data: { value: true } },
    'GET /bff/toggler/key/off': { data: false },
    'GET /bff/toggler/key/broken': { status: 500 },
  });
  try {
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'concursos', retryLimit: 0 });
    await expect(getKey(http, 'welcome-wizard')).resolves.toBe(true);
    await expect(getKey(http, 'goal-explorer')).resolves.toBe(true);
    await expect(getKey(http, 'valued')).resolves.toBe(true);
    await expect(getKey(http, 'off')).resolves.toBe(false);
    expect(log).not.toHaveBeenCalled();
    await expect(getKey(http, 'broken')).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('toggler broken failed'), expect.anything());
  } finally {
    await server.close();
  }
});

test('maintenance flags are read bare or under data, on only when true', async () => {
  expect(parseMaintenance({ default: true, ldi: 'yes', ecommerce: true })).toEqual({
    default: true,
    ldi: false,
    cursos: false,
  });
  expect(parseMaintenance({ data: { cursos: true } })).toEqual({ default: false, ldi: false, cursos: true });
  const server = await startTestServer({
    'GET /bff/manutencao': { default: false, ldi: true, cursos: false },
  });
  try {
    const http = createHttpClients({ prefixUrl: server.url, vertical: 'concursos' });
    await expect(fetchMaintenance(http)).resolves.toEqual({ default: false, ldi: true, cursos: false });
  } finally {
    await server.close();
  }
});
