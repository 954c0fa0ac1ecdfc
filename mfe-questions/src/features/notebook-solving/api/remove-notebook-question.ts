import type { HttpClients } from 'shared-contracts';
import { serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { rethrowReadable } from '../../../lib/readable-error';

/** DELETE /bff/questions/notebooks/questions {questions_id, notebooks_id} (spec 2 §7): takes one question out. */
export function removeNotebookQuestion(
  http: HttpClients,
  notebookId: number,
  questionId: number,
): Promise<void> {
  return serviceCall(AREA_NAME, 'removeNotebookQuestion', async () => {
    await http.api.delete('bff/questions/notebooks/questions', {
      json: { questions_id: [questionId], notebooks_id: [notebookId] },
    });
  }).catch(rethrowReadable('Não foi possível remover a questão.'));
}
