import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** tsx compiles the BFF on start; on a busy 2-core machine that takes seconds. */
const BFF_START_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;
const STOP_GRACE_MS = 5_000;

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DevBffHandle {
  /** false when a BFF was already listening and is reused (and left running on close) */
  readonly started: boolean;
  close(): Promise<void>;
}

export interface EnsureDevBffOptions {
  rootDir: string;
  port: number;
  log?: (line: string) => void;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the dev BFF (`infra/dev-bff/src/main.ts` through tsx, in a child process so its crashes and logs
 * stay its own) unless one already listens on the port, and waits until it accepts connections.
 */
export async function ensureDevBff({
  rootDir,
  port,
  log = console.log,
}: EnsureDevBffOptions): Promise<DevBffHandle> {
  if (await isListening(port)) {
    log(`dev BFF: reusing the server already listening on port ${port}`);
    return { started: false, close: async () => {} };
  }
  const main = path.join(rootDir, 'infra', 'dev-bff', 'src', 'main.ts');
  if (!fs.existsSync(main)) throw new Error(`Cannot start the dev BFF: ${main} does not exist`);

  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), BFF_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never leave an orphan BFF behind, whatever way this process ends.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);

  let exited = false;
  child.once('exit', () => {
    exited = true;
    process.removeListener('exit', killOnExit);
  });
  const deadline = Date.now() + BFF_START_TIMEOUT_MS;
  while (!(await isListening(port))) {
    if (exited)
      throw new Error(`The dev BFF exited (code ${child.exitCode}) before listening on port ${port}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The dev BFF did not listen on port ${port} within ${BFF_START_TIMEOUT_MS / 1000} s`);
    }
    await sleep(POLL_INTERVAL_MS);
  }
  log(`dev BFF: http://127.0.0.1:${port} (pid ${child.pid})`);
  return { started: true, close: () => stopChild(child) };
}
