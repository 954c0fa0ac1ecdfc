import { isNotFoundError, readApiError, readApiErrorMessage, statusOf } from './read-api-error';
import {
  expectData,
  expectList,
  expectShape,
  hasNumber,
  hasString,
  isNumber,
  isPagination,
  UnexpectedResponseError,
} from './response-guards';

/** What ky throws for an error answer: an HTTPError carrying the Response. */
function httpError(status: number, body: unknown): Error & { response: Response } {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'HTTPError',
    response,
  });
}

describe('readApiError', () => {
  it('reads message, tag and meta of the BFF error body', async () => {
    const error = httpError(422, {
      error: {
        message: 'Seu comentário contém palavras impróprias.',
        tag: 'SOCIAL_ERROR_BAD_WORDS',
        meta: { words: 2 },
      },
    });
    expect(await readApiError(error)).toEqual({
      status: 422,
      message: 'Seu comentário contém palavras impróprias.',
      tag: 'SOCIAL_ERROR_BAD_WORDS',
      meta: { words: 2 },
    });
    // the body can still be read again (the reader works on a clone)
    expect(await readApiErrorMessage(error)).toBe('Seu comentário contém palavras impróprias.');
  });

  it('gives the status alone for a body that is not JSON, and nulls for no answer', async () => {
    expect(await readApiError(httpError(502, '<html>Bad gateway</html>'))).toEqual({
      status: 502,
      message: null,
      tag: null,
      meta: null,
    });
    expect(await readApiError(new TypeError('Failed to fetch'))).toEqual({
      status: null,
      message: null,
      tag: null,
      meta: null,
    });
    expect(await readApiErrorMessage(new TypeError('Failed to fetch'), 'Sem conexão.')).toBe('Sem conexão.');
  });

  it("says why for a 429 without a message of the server's, and keeps the server's own", async () => {
    expect(await readApiErrorMessage(httpError(429, ''), 'Não foi possível enviar.')).toBe(
      'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.',
    );
    expect(
      await readApiErrorMessage(httpError(429, { error: { message: 'Limite de envios atingido.' } }), 'x'),
    ).toBe('Limite de envios atingido.');
  });

  it("reads the status an area's typed error carries when it wrapped the answer", () => {
    const wrapped = Object.assign(new Error('Muitas solicitações'), { name: 'CastApiError', status: 429 });
    expect(statusOf(wrapped)).toBe(429);
    expect(isNotFoundError(Object.assign(new Error('x'), { status: 404 }))).toBe(true);
    expect(statusOf(Object.assign(new Error('x'), { status: '404' }))).toBeNull();
  });

  it('tells a 404 from other failures', () => {
    expect(isNotFoundError(httpError(404, {}))).toBe(true);
    expect(isNotFoundError(httpError(500, {}))).toBe(false);
    expect(statusOf(new Error('x'))).toBeNull();
  });
});

describe('response guards', () => {
  it('narrows a good answer and names what a bad one lacked', () => {
    const page = { page: 1, per_page: 15, total: 40, last_page: 3 };
    expect(expectShape(page, isPagination, 'paginação')).toBe(page);
    expect(expectData({ data: page }, isPagination, 'paginação')).toBe(page);
    expect(() => expectShape({ page: '1' }, isPagination, 'paginação')).toThrow(
      new UnexpectedResponseError('paginação'),
    );
    expect(expectList({ data: [1, 2] }, isNumber, 'números')).toEqual([1, 2]);
    expect(() => expectList({ data: [1, '2'] }, isNumber, 'números')).toThrow(
      'Resposta inesperada do servidor: números',
    );
    expect(hasNumber({ id: 3 }, 'id')).toBe(true);
    expect(hasNumber({ id: '3' }, 'id')).toBe(false);
    expect(hasString({ name: 'Ana' }, 'name')).toBe(true);
    expect(() => expectData(page, isPagination, 'paginação')).toThrow(
      'Resposta inesperada do servidor: paginação',
    );
  });
});
