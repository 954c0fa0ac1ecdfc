import type { QuestionType } from 'shared-contracts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** true/false answers are shown as C (Certo) and E (Errado) (spec 2 §5) */
const TRUE_FALSE_LETTERS = ['C', 'E'] as const;

/** The letter of the alternative at `index`: A–Z for multiple choice, C/E for true/false. */
export function alternativeLetter(type: QuestionType, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Índice de alternativa inválido: ${index}`);
  if (type === 'true_false') {
    const letter = TRUE_FALSE_LETTERS[index];
    if (!letter) throw new RangeError(`Questão de certo/errado tem só duas alternativas (índice ${index})`);
    return letter;
  }
  const letter = LETTERS[index];
  if (!letter) throw new RangeError(`Mais de ${LETTERS.length} alternativas (índice ${index})`);
  return letter;
}
