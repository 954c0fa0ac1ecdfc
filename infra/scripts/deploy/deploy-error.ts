/**
 * An expected failure of `npm run remote`: the CLI prints the message alone (no stack) and exits with the
 * code. 2 = the command cannot run as asked (usage, unknown remote or environment, missing release);
 * 1 = it ran and refused (incompatible release, nothing to roll back to, conflicting publish).
 */
export class DeployError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'DeployError';
  }
}
