import fs from 'node:fs';
import path from 'node:path';
import { sharedConfig } from './webpack-config';
import { SHARED_IMPLEMENTATIONS } from './shared-singletons';
import { APPS } from './topology';

/**
 * The shared router (shared/react-router-dom.ts, issue 12) is a contract: a name some source imports from
 * `react-router-dom` that the shared module does not export would be undefined at run time in the composed
 * site (a federated import is not checked at build time), and a direct `react-router` import would bring a
 * second router, whose context the areas' routers do not see.
 */
const ROOT = path.resolve(__dirname, '../..');
const FACADE = path.join(__dirname, 'shared/react-router-dom.ts');
/** Every app of the topology (host and remotes) and the two shared packages. */
const PACKAGES = [...APPS.map((app) => app.pkg), 'shared-contracts', 'shared-design-system'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The names an import or export statement brings from `from`, across lines. */
function namesImported(source: string, from: RegExp): string[] {
  const names: string[] = [];
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  for (const match of source.matchAll(statement)) {
    if (!from.test(match[2]!)) continue;
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .replace(/\s+as\s+.*$/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router-dom', () => {
  const exported = new Set(namesImported(fs.readFileSync(FACADE, 'utf8'), /^react-router$/));
  const files = PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')));

  it('is provided by the module of our own for every build', () => {
    expect(SHARED_IMPLEMENTATIONS['react-router-dom']).toBe(FACADE);
    expect(sharedConfig({})['react-router-dom']).toMatchObject({ import: FACADE, singleton: true });
  });

  it('exports every name any source imports from react-router-dom', () => {
    const missing = files.flatMap((file) =>
      namesImported(fs.readFileSync(file, 'utf8'), /^react-router-dom$/)
        .filter((name) => !exported.has(name))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(exported.has('BrowserRouter')).toBe(true);
    expect(missing).toEqual([]);
  });

  it('is the only way to the router: no source imports react-router itself', () => {
    const direct = files.filter((file) =>
      /from\s+'react-router(?:\/[^']*)?'/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
