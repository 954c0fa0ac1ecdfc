import type { HttpClients } from 'shared-contracts';
import { readApiErrorMessage } from 'shared-design-system/area';

/** DELETE /bff/questions/notebooks/questions {questions_id, notebooks_id} (spec 2 §7): takes one question out. */
export async function removeNotebookQuestion(
  http: HttpClients,
  notebookId: number,
  questionId: number,
): Promise<void> {
  try {
    await http.api.delete('bff/questions/notebooks/questions', {
      json: { questions_id: [questionId], notebooks_id: [notebookId] },
    });
  } catch (error) {
    throw new Error(await readApiErrorMessage(error, 'Não foi possível remover a questão.'));
  }
}
