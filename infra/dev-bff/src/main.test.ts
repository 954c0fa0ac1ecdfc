import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The dev BFF process as docker-compose runs it (DEV_BFF_ENV=compose): started for real, since what is
 * checked is how it reads its environment and where it listens.
 */
const MAIN = path.join(__dirname, 'main.ts');
const SECRET = 'segredo-de-controle-1234';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startBff(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: String(port), DEV_BFF_HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      await fetch(`${url}/bff/features`);
      return { child, url, output: () => output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { child, url, output: () => output };
}

function stop(started: Started): Promise<void> {
  if (started.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
}

jest.setTimeout(90_000);

describe('the dev BFF in compose mode (a real process)', () => {
  it('answers no control API or sign-in unless switched on', async () => {
    const bff = await startBff({ DEV_BFF_ENV: 'compose' });
    try {
      expect((await fetch(`${bff.url}/bff/features`)).status).toBe(200);
      expect((await fetch(`${bff.url}/__control/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${bff.url}/auth/dev-login`)).status).toBe(404);
    } finally {
      await stop(bff);
    }
  });

  it('switched on, refuses the control API without its secret and serves it with it', async () => {
    const bff = await startBff({
      DEV_BFF_ENV: 'compose',
      DEV_BFF_CONTROL: 'on',
      DEV_BFF_CONTROL_SECRET: SECRET,
    });
    try {
      const refused = await fetch(`${bff.url}/__control/reset`, { method: 'POST' });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.tag).toBe('CONTROL_SECRET_REQUIRED');
      const served = await fetch(`${bff.url}/__control/reset`, {
        method: 'POST',
        headers: { 'x-dev-bff-secret': SECRET },
      });
      expect(served.status).toBeLessThan(300);
    } finally {
      await stop(bff);
    }
  });

  it('will not start switched on without a secret, and says why', async () => {
    const bff = await startBff({ DEV_BFF_ENV: 'compose', DEV_BFF_CONTROL: 'on' });
    await new Promise<void>((resolve) => {
      if (bff.child.exitCode !== null) resolve();
      else bff.child.once('exit', () => resolve());
    });
    expect(bff.child.exitCode).not.toBe(0);
    expect(bff.output()).toContain('defina DEV_BFF_CONTROL_SECRET com ao menos 16 caracteres');
  });
});
