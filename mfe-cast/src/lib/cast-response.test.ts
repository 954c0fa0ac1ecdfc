import { CastApiError, readCastData } from './cast-response';
import { UnexpectedResponseError } from 'shared-design-system/area';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

describe('readCastData (the error field when present, else data)', () => {
  it('returns data', () => {
    expect(readCastData({ data: [1, 2] }, isNumberList, 'números')).toEqual([1, 2]);
  });

  it('throws the error message when the error field is present, even with data', () => {
    expect(() =>
      readCastData({ error: { message: 'Álbum indisponível.', tag: 'X' }, data: [1] }, isNumberList, 'álbum'),
    ).toThrow(new CastApiError('Álbum indisponível.'));
  });

  it('refuses a body of the wrong shape', () => {
    expect(() => readCastData({ data: 'x' }, isNumberList, 'números')).toThrow(UnexpectedResponseError);
    expect(() => readCastData(null, isNumberList, 'números')).toThrow(UnexpectedResponseError);
  });
});
