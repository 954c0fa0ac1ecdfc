import type { HttpClients, ReportCommentBody } from 'shared-contracts';
import { serviceCall } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

/** POST /v3/social/comments/{id}/report {report_id}. A failure is logged and rethrown. */
export function reportComment(http: HttpClients, commentId: number, reportId: number): Promise<void> {
  return serviceCall(AREA_NAME, 'reportComment', async () => {
    const json: ReportCommentBody = { report_id: reportId };
    await http.api.post(`v3/social/comments/${commentId}/report`, { json });
  });
}
