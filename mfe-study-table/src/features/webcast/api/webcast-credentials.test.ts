import type { HttpClients } from 'shared-contracts';
import { getWebcastSchedule } from './get-webcast-schedule';
import { validateWebcastAccess } from './validate-webcast-access';

/** A main API client that records what each GET was asked with (the browser, not jsdom, sends cookies). */
function recordingHttp(answer: unknown) {
  const get = jest.fn((_path: string, _options?: RequestInit) => ({ json: async () => answer }));
  return { http: { api: { get } } as unknown as HttpClients, get };
}

describe('webcast calls (spec 3 §7: both with credentials)', () => {
  it('asks for the schedule by slug with credentials', async () => {
    const schedule = { id: 7, slug: 'semana-da-pf', title: 'Semana', description: '', sessions: [] };
    const { http, get } = recordingHttp({ data: schedule });
    await expect(getWebcastSchedule(http, 'semana-da-pf')).resolves.toEqual(schedule);
    expect(get).toHaveBeenCalledWith(
      'v3/webcast/schedules/slug/semana-da-pf',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('validates the access by id with credentials', async () => {
    const { http, get } = recordingHttp({ data: { has_access: true, url: 'https://w.exemplo.com.br/7' } });
    await expect(validateWebcastAccess(http, 7)).resolves.toEqual({
      has_access: true,
      url: 'https://w.exemplo.com.br/7',
    });
    expect(get).toHaveBeenCalledWith(
      'v3/webcast/validate_access/7',
      expect.objectContaining({ credentials: 'include' }),
    );
  });
});
