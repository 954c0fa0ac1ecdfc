import { getData, isArrayOf, shapeGuard, UnexpectedResponseError } from './response-guards';

interface Track {
  id: number;
  title: string;
}
interface Album {
  id: number;
  title: string;
  cover: string | null;
  heard?: boolean;
  tracks: Track[];
}

const isTrack = shapeGuard<Track>({ id: 'number', title: 'string' });
const isAlbum = shapeGuard<Album>({
  id: 'number',
  title: 'string',
  cover: 'string?',
  heard: 'boolean?',
  tracks: (value) => isArrayOf(value, isTrack),
});

describe('shapeGuard', () => {
  it('accepts a record whose fields hold their kinds, and ignores fields it was not told of', () => {
    expect(isTrack({ id: 1, title: 'Faixa', extra: [1, 2] })).toBe(true);
    expect(isAlbum({ id: 2, title: 'Álbum', cover: null, tracks: [{ id: 1, title: 'Faixa' }] })).toBe(true);
    expect(isAlbum({ id: 2, title: 'Álbum', cover: 'a.png', heard: true, tracks: [] })).toBe(true);
  });

  it('refuses what is not a record, a missing or mistyped field, and a field its own guard refuses', () => {
    expect(isTrack(null)).toBe(false);
    expect(isTrack([{ id: 1, title: 'Faixa' }])).toBe(false);
    expect(isTrack({ id: '1', title: 'Faixa' })).toBe(false);
    expect(isTrack({ id: Number.NaN, title: 'Faixa' })).toBe(false);
    expect(isTrack({ id: 1 })).toBe(false);
    expect(isAlbum({ id: 2, title: 'Álbum', cover: 3, tracks: [] })).toBe(false);
    expect(isAlbum({ id: 2, title: 'Álbum', cover: null, heard: 'sim', tracks: [] })).toBe(false);
    expect(isAlbum({ id: 2, title: 'Álbum', cover: null, tracks: [{ id: 'x' }] })).toBe(false);
  });

  it("lets a kind ending in '?' be null or absent, but never the plain kind", () => {
    const isItem = shapeGuard<{ note: string | null }>({ note: 'string?', count: 'number?', tags: 'array?' });
    expect(isItem({})).toBe(true);
    expect(isItem({ note: null, count: undefined, tags: null })).toBe(true);
    expect(isItem({ tags: {} })).toBe(false);
    expect(shapeGuard({ meta: 'record' })({ meta: null })).toBe(false);
    expect(shapeGuard({ meta: 'record' })({ meta: {} })).toBe(true);
  });

  it("takes as a 'date' only a string a date can be read from", () => {
    const isSession = shapeGuard<{ start_at: string }>({ start_at: 'date', end_at: 'date?' });
    expect(isSession({ start_at: '2026-11-26T19:00:00-03:00' })).toBe(true);
    expect(isSession({ start_at: '2026-11-26', end_at: null })).toBe(true);
    expect(isSession({ start_at: 'amanhã às 19h' })).toBe(false);
    expect(isSession({ start_at: 1764194400000 })).toBe(false);
    expect(isSession({ start_at: '2026-11-26', end_at: '' })).toBe(false);
  });
});

describe('getData', () => {
  const isLimit = shapeGuard<{ limit: number }>({ limit: 'number' });
  const clientAnswering = (body: unknown) => {
    const get = jest.fn(() => ({ json: () => Promise.resolve(body) }));
    return { get } as unknown as Parameters<typeof getData>[0] & { get: jest.Mock };
  };

  it('GETs the path with the options and gives the checked data', async () => {
    const client = clientAnswering({ data: { limit: 3 } });
    const signal = new AbortController().signal;
    await expect(getData(client, 'bff/limit/1', isLimit, 'limite', { signal })).resolves.toEqual({
      limit: 3,
    });
    expect(client.get).toHaveBeenCalledWith('bff/limit/1', { signal });
  });

  it('refuses an answer of another shape, naming what was expected', async () => {
    const client = clientAnswering({ data: { limit: '3' } });
    await expect(getData(client, 'bff/limit/1', isLimit, 'limite')).rejects.toEqual(
      new UnexpectedResponseError('limite'),
    );
  });
});
