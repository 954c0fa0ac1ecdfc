import { BFF_PORT } from 'infra-build/topology';
import { devBffEnvironment } from './dev-environment';
import { buildServer } from './server';

/**
 * Runs the dev BFF on PORT (default 3001), on loopback unless DEV_BFF_ENV=compose (dev-environment.ts);
 * stops cleanly on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? BFF_PORT);
  const environment = devBffEnvironment();
  const app = buildServer({ environment, logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  await app.listen({ port, host: environment.host });
  const address = app.server.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  app.log.info(`BFF de desenvolvimento em ${url} (entrar: ${url}/auth/dev-login)`);

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} recebido, encerrando o BFF de desenvolvimento`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'falha ao encerrar');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('O BFF de desenvolvimento não iniciou:', error);
  process.exit(1);
});
