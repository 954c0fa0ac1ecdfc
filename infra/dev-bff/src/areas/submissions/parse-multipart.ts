/**
 * A minimal multipart/form-data reader for the dev BFF. Fastify 5 has no multipart parser and
 * @fastify/multipart is not installed here, so the submissions routes register a content-type parser that
 * hands over the raw body (parseAs 'buffer') and read it with this. Good enough for development: the
 * whole body is in memory; essays keep names, types and sizes, comment attachments their bytes too.
 */

/** An uploaded file: name, type and size; its bytes when it came in a multipart body (comment attachments keep them). */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  content?: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart content-type header, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? '').trim() || null : null;
}

function dispositionParam(disposition: string, name: string): string | null {
  // filename*=UTF-8''... (RFC 5987) wins over filename="..." when both are present
  const extended = new RegExp(`${name}\\*=(?:UTF-8'')?([^;]+)`, 'i').exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1].trim());
  const quoted = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  if (quoted?.[1] !== undefined) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = new RegExp(`(?:^|;)\\s*${name}=([^;]+)`, 'i').exec(disposition);
  return bare?.[1]?.trim() ?? null;
}

/**
 * Splits a multipart body into text fields and file descriptions. Returns null when the body is not
 * well-formed multipart for this boundary.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody | null {
  const delimiter = Buffer.from(`--${boundary}`);
  const result: MultipartBody = { fields: {}, files: [] };
  let position = body.indexOf(delimiter);
  if (position === -1) return null;
  for (;;) {
    position += delimiter.length;
    // '--' after a delimiter closes the body
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return result;
    if (body.subarray(position, position + 2).equals(CRLF)) position += 2;
    const headerEnd = body.indexOf(HEADER_END, position);
    if (headerEnd === -1) return null;
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(delimiter, headerEnd);
    if (next === -1) return null;
    // the part's content ends with the CRLF that precedes the next delimiter
    const content = body.subarray(
      headerEnd + HEADER_END.length,
      Math.max(headerEnd + HEADER_END.length, next - CRLF.length),
    );
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const contentType =
      headers
        .find((line) => /^content-type:/i.test(line))
        ?.split(':')[1]
        ?.trim() ?? 'application/octet-stream';
    const field = dispositionParam(disposition, 'name');
    const filename = dispositionParam(disposition, 'filename');
    if (field !== null) {
      if (filename !== null) {
        // an empty file input is sent as a part with filename="" and no content: no file chosen
        if (filename !== '' || content.length > 0)
          result.files.push({ field, filename, contentType, size: content.length, content });
      } else {
        result.fields[field] = content.toString('utf8');
      }
    }
    position = next;
  }
}
