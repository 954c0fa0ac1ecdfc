import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { APPS, BFF_PORT } from '../build/topology';
import { contentSecurityPolicy } from '../build/security-headers';
import { readRemotesManifest, remoteOrigins } from './remotes-manifest';
import { BFF_SERVICE, COMPOSE_FILE, composeDocument, formatCompose } from './write-compose';

const ROOT = path.resolve(__dirname, '../..');
const SCHEMA = path.resolve(ROOT, '../shared/schemas/compose-spec.json');

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

const committed = fs.readFileSync(path.join(ROOT, COMPOSE_FILE), 'utf8');
const compose = parse(committed) as { services: Record<string, Service> };

describe('docker-compose.yml', () => {
  it('is exactly what write-compose.ts writes from topology.ts (run it after changing the topology)', () => {
    expect(committed).toBe(formatCompose(composeDocument(ROOT)));
  });

  it('is valid against the compose specification schema', () => {
    const schema = JSON.parse(fs.readFileSync(SCHEMA, 'utf8')) as Record<string, unknown>;
    delete schema.$schema; // draft-07 meta-schema reference that ajv 8 does not bundle
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('runs every app of topology.ts and the dev BFF on their ports, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual([BFF_SERVICE, ...APPS.map((app) => app.pkg)].sort());
    for (const app of APPS) {
      const service = compose.services[app.pkg];
      expect(service?.ports).toEqual([`${app.port}:${app.port}`]);
      expect(service?.environment?.PORT).toBe(String(app.port));
      expect(service?.build?.args).toEqual({ APP: app.pkg, ROLE: app.kind === 'host' ? 'host' : 'remote' });
      expect(service?.healthcheck?.test).toContain(`http://127.0.0.1:${app.port}/healthz`);
    }
    expect(compose.services[BFF_SERVICE]?.ports).toEqual([`${BFF_PORT}:${BFF_PORT}`]);
    expect(compose.services[BFF_SERVICE]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('starts the host once the BFF is healthy, and depends only on services that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(`${name} → ${target}: ${Object.keys(compose.services).includes(target)}`).toBe(
          `${name} → ${target}: true`,
        );
        expect(['service_started', 'service_healthy', 'service_completed_successfully']).toContain(condition);
      }
    }
    expect(compose.services['host-shell']?.depends_on).toEqual({
      [BFF_SERVICE]: { condition: 'service_healthy' },
    });
    expect(compose.services['host-shell']?.environment).toMatchObject({
      PLATFORM_ENV: 'local',
      BFF_ORIGIN: `http://${BFF_SERVICE}:${BFF_PORT}`,
    });
  });

  it('gives every app the CSP of the Node servers: exactly the origins of the remotes manifest it uses', () => {
    // compose runs the local environment, where test builds on localhost may be loaded (?mfe-override=)
    const csp = contentSecurityPolicy(remoteOrigins(readRemotesManifest(ROOT, 'local')), {
      localOverrides: true,
    });
    for (const app of APPS) expect(compose.services[app.pkg]?.environment?.CONTENT_SECURITY_POLICY).toBe(csp);
  });

  it('builds from Dockerfiles whose copied files exist for every role', () => {
    for (const service of Object.values(compose.services)) {
      const dockerfile = path.join(ROOT, service.build?.dockerfile ?? '');
      expect(fs.existsSync(dockerfile)).toBe(true);
      const role = service.build?.args?.ROLE;
      for (const [, source] of fs.readFileSync(dockerfile, 'utf8').matchAll(/^COPY (?!--from)(\S+) /gm)) {
        const file = (source ?? '').replace('${ROLE}', role ?? '');
        if (file !== '.') expect(`${file}: ${fs.existsSync(path.join(ROOT, file))}`).toBe(`${file}: true`);
      }
    }
  });
});
