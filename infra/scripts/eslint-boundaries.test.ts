import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
// The real root config, handed over as an object: ESLint would load the file with import(), which jest's
// CommonJS runtime does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require('../../eslint.config.js') as Linter.Config[];

const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message);
}

describe('the package boundary rule of eslint.config.js', () => {
  it("stops a remote from importing another remote's files", async () => {
    const errors = await boundaryErrors(
      'mfe-cast/src/features/albums/album-page.ts',
      "import { x } from '../../mfe-questions/src/x';\nexport const y = x;\n",
    );

    expect(errors).toEqual([expect.stringContaining('A remote never imports another remote')]);
  });

  it("stops a remote from importing another remote's package, statically or with import()", async () => {
    const code =
      "import { x } from 'mfe-ldi/src/x';\nexport const y = x;\nexport const lazy = () => import('../../../mfe-goals/src/z');\n";

    expect(await boundaryErrors('mfe-cast/src/app/root.tsx', code)).toHaveLength(2);
  });

  it('stops a remote from importing the host', async () => {
    const errors = await boundaryErrors(
      'mfe-cast/src/x.ts',
      "import { y } from '../../host-shell/src/root-config';\nexport const z = y;\n",
    );

    expect(errors).toEqual([expect.stringContaining('Only shared-contracts connects an area to the host')]);
  });

  it('lets a remote import its own files and the shared packages', async () => {
    const code = [
      "import { usePlatform } from 'shared-contracts';",
      "import { Button } from 'shared-design-system';",
      "import { getAlbum } from '../features/albums/api/get-album';",
      "import { root } from '../../../mfe-cast/src/app/root';",
      'export const all = [usePlatform, Button, getAlbum, root];',
      "export const boot = () => import('./bootstrap');",
      '',
    ].join('\n');

    expect(await boundaryErrors('mfe-cast/src/app/x.ts', code)).toEqual([]);
  });

  it("stops the host from importing a remote's code, even its types", async () => {
    const errors = await boundaryErrors(
      'host-shell/src/root-config.ts',
      "import type { CastState } from '../../mfe-cast/src/state';\nexport type S = CastState;\n",
    );

    expect(errors).toEqual([expect.stringContaining('The host loads remotes at run time')]);
  });

  it('stops the shared packages from importing the host or a remote', async () => {
    const code = "export * from '../../host-shell/src/x';\nexport * from 'mfe-commerce';\n";

    expect(await boundaryErrors('shared-contracts/src/index.ts', code)).toHaveLength(2);
  });
});
