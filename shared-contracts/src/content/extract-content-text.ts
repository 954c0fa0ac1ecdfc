/**
 * The text of a GET /bff/contents/get/{name} body. The API wraps it as `{ data: text }`,
 * `{ data: { text } }` or `{ data: { content } }`; anything else has no text (undefined).
 */
export function extractContentText(body: unknown): unknown {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return undefined;
  const data: unknown = 'data' in body ? body.data : body;
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null) return undefined;
  if ('text' in data) return data.text;
  if ('content' in data) return data.content;
  return undefined;
}
