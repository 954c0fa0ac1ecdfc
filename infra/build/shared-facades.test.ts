import fs from 'node:fs';
import path from 'node:path';
import { sharedConfig } from './webpack-config';
import { SHARED_IMPLEMENTATIONS } from './shared-singletons';
import { APPS } from './topology';

/**
 * The shares provided by a module of ours (shared/react-router-dom.ts and shared/tanstack-react-query.ts,
 * issue 12) are contracts: a name some source imports from the package that the shared module does not
 * export would be undefined at run time in the composed site (a federated import is not checked at build
 * time), and a direct import of the package underneath (react-router, @tanstack/query-core) would bring a
 * second copy, whose router or query client context the areas do not see.
 */
const ROOT = path.resolve(__dirname, '../..');
/** Every app of the topology (host and remotes) and the two shared packages. */
const PACKAGES = [...APPS.map((app) => app.pkg), 'shared-contracts', 'shared-design-system'];

const FACADES = [
  {
    share: 'react-router-dom',
    file: path.join(__dirname, 'shared/react-router-dom.ts'),
    sample: 'BrowserRouter',
    underneath: /from\s+'react-router(?:\/[^']*)?'/,
  },
  {
    share: '@tanstack/react-query',
    file: path.join(__dirname, 'shared/tanstack-react-query.ts'),
    sample: 'useQuery',
    underneath: /from\s+'@tanstack\/query-core(?:\/[^']*)?'/,
  },
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The names an import or export statement brings from a module `from` matches, across lines. */
function namesImported(source: string, from: (module: string) => boolean): string[] {
  const names: string[] = [];
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g;
  for (const match of source.matchAll(statement)) {
    if (!from(match[2]!)) continue;
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

const files = PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg, 'src')));

describe.each(FACADES)('the shared $share', ({ share, file, sample, underneath }) => {
  const exported = new Set(namesImported(fs.readFileSync(file, 'utf8'), () => true));

  it('is provided by the module of our own for every build', () => {
    expect(SHARED_IMPLEMENTATIONS[share]).toBe(file);
    expect(sharedConfig({})[share]).toMatchObject({ import: file, singleton: true });
  });

  it('exports every name any source imports from the package', () => {
    const missing = files.flatMap((source) =>
      namesImported(fs.readFileSync(source, 'utf8'), (module) => module === share)
        .filter((name) => !exported.has(name))
        .map((name) => `${path.relative(ROOT, source)}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(exported.has(sample)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('is the only way to the package underneath: no source imports it itself', () => {
    const direct = files.filter((source) => underneath.test(fs.readFileSync(source, 'utf8')));
    expect(direct.map((source) => path.relative(ROOT, source))).toEqual([]);
  });
});
