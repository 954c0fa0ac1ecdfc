import fs from 'node:fs';
import path from 'node:path';
import { DeployError } from './deploy-error';

/** `infra/remotes/<env>.history.json`: federation name → the versions it replaced, most recent last. */
export type DeployHistory = Record<string, string[]>;

const PRINT_WIDTH = 110;

export function deployHistoryFile(rootDir: string, env: string): string {
  if (!/^[a-z0-9-]+$/.test(env)) throw new DeployError(`Invalid environment "${env}"`, 2);
  return path.join(rootDir, 'infra', 'remotes', `${env}.history.json`);
}

/** The history of an environment; an empty one when the file does not exist yet. */
export function readDeployHistory(rootDir: string, env: string): DeployHistory {
  const file = deployHistoryFile(rootDir, env);
  if (!fs.existsSync(file)) return {};
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON: ${(error as Error).message}`, 1);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new DeployError(`${file}: expected an object of version lists`, 1);
  const history: DeployHistory = {};
  for (const [name, versions] of Object.entries(json)) {
    if (!Array.isArray(versions) || !versions.every((version) => typeof version === 'string'))
      throw new DeployError(`${file}: "${name}" must be a list of versions`, 1);
    history[name] = [...(versions as string[])];
  }
  return history;
}

/**
 * The file's text, laid out the way Prettier formats JSON (the repository's `prettier --check .` reads
 * infra/remotes): one line per remote with its list inline, or one version per line when too long.
 */
export function formatDeployHistory(history: DeployHistory): string {
  const names = Object.keys(history);
  if (names.length === 0) return '{}\n';
  const lines = names.map((name, index) => {
    const key = `  ${JSON.stringify(name)}: `;
    const comma = index < names.length - 1 ? ',' : '';
    const versions = (history[name] ?? []).map((version) => JSON.stringify(version));
    const inline = `${key}[${versions.join(', ')}]${comma}`;
    if (inline.length <= PRINT_WIDTH || versions.length === 0) return inline;
    return `${key}[\n${versions.map((version) => `    ${version}`).join(',\n')}\n  ]${comma}`;
  });
  return `{\n${lines.join('\n')}\n}\n`;
}
