import type { PlatformApi } from 'shared-contracts';
import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { captureConsoleErrors, serverError } from '../../../testing/render-area';
import { getCoursesProgress } from './get-courses-progress';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function platformAgainst(routes: Parameters<typeof startTestServer>[0]): Promise<PlatformApi> {
  server = await startTestServer(routes);
  return createTestPlatform({ prefixUrl: server.url }) as unknown as PlatformApi;
}

describe('courses progress (GET /v3/mci/courses-progress)', () => {
  it('answers the progress of the listed courses', async () => {
    const progress = { course_id: 1001, percentage: 40, completed_items: 2, total_items: 5 };
    const platform = await platformAgainst({ 'GET /v3/mci/courses-progress': { data: [progress] } });
    expect(await getCoursesProgress(platform, [1001, 1002])).toEqual([progress]);
    expect(server?.requestsTo('GET', '/v3/mci/courses-progress')[0]?.query.get('course_ids')).toBe(
      '1001,1002',
    );
  });

  it('swallows a failure (spec 2 §8): logged, answered as no progress', async () => {
    const errors = captureConsoleErrors();
    const platform = await platformAgainst({ 'GET /v3/mci/courses-progress': serverError() });
    await expect(getCoursesProgress(platform, [1001])).resolves.toEqual([]);
    expect(errors).toHaveBeenCalledWith('[mfe-ldi] getCoursesProgress falhou', expect.anything());
  });
});
