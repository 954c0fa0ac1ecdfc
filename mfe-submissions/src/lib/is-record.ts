/** A plain object (an answer's body before it is narrowed). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Thrown when an answer does not have the shape of the contract. */
export class UnexpectedAnswerError extends Error {
  constructor(what: string) {
    super(`Resposta inesperada do servidor: ${what}`);
    this.name = 'UnexpectedAnswerError';
  }
}
