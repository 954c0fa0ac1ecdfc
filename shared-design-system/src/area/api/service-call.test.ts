import { logServiceFailure, serviceCall } from './service-call';

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errorSpy.mockRestore());

const abort = () => Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });

describe('serviceCall (spec 2 §8)', () => {
  it('returns what the service answered and logs nothing', async () => {
    await expect(serviceCall('mfe-goals', 'getGoals', async () => [1, 2])).resolves.toEqual([1, 2]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it("logs a failure with the area's and the service's name and rethrows it", async () => {
    const failure = new Error('HTTP 500');
    await expect(
      serviceCall('mfe-goals', 'getGoals', async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(errorSpy).toHaveBeenCalledWith('[mfe-goals] getGoals falhou', failure);
  });

  it('replaces a failure by the fallback of a service the spec lets degrade, and still logs it', async () => {
    const result = await serviceCall(
      'mfe-study-table',
      'getLastUpdates',
      async (): Promise<string[]> => {
        throw new Error('HTTP 503');
      },
      () => [],
    );
    expect(result).toEqual([]);
    expect(errorSpy).toHaveBeenCalledWith('[mfe-study-table] getLastUpdates falhou', expect.any(Error));
  });

  it('neither logs nor replaces an abort: the page moved on', async () => {
    const aborted = abort();
    await expect(
      serviceCall(
        'mfe-ldi',
        'getItem',
        async () => {
          throw aborted;
        },
        () => 'fallback',
      ),
    ).rejects.toBe(aborted);
    logServiceFailure('mfe-ldi', 'getItem', aborted);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
