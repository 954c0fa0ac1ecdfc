import { boundaryOf, parseMultipart } from './parse-multipart';

async function encode(form: FormData): Promise<{ body: Buffer; boundary: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const boundary = boundaryOf(request.headers.get('content-type') ?? '');
  if (!boundary) throw new Error('sem boundary');
  return { body: Buffer.from(await request.arrayBuffer()), boundary };
}

describe('parseMultipart', () => {
  it('reads text fields (UTF-8) and file names, types, sizes and bytes', async () => {
    const form = new FormData();
    form.append('title', 'Redação sobre ética');
    form.append('multipart_data', new File(['12345'], 'página 1.png', { type: 'image/png' }));
    form.append('multipart_data', new File(['ab'], 'b.pdf', { type: 'application/pdf' }));
    const { body, boundary } = await encode(form);

    expect(parseMultipart(body, boundary)).toEqual({
      fields: { title: 'Redação sobre ética' },
      files: [
        {
          field: 'multipart_data',
          filename: 'página 1.png',
          contentType: 'image/png',
          size: 5,
          content: Buffer.from('12345'),
        },
        {
          field: 'multipart_data',
          filename: 'b.pdf',
          contentType: 'application/pdf',
          size: 2,
          content: Buffer.from('ab'),
        },
      ],
    });
  });

  it('treats an empty file input as no file', () => {
    const body = Buffer.from(
      '--X\r\nContent-Disposition: form-data; name="multipart_data"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--X--\r\n',
    );
    expect(parseMultipart(body, 'X')).toEqual({ fields: {}, files: [] });
  });

  it('returns null for a body that is not multipart for that boundary', () => {
    expect(parseMultipart(Buffer.from('title=x'), 'X')).toBeNull();
    expect(boundaryOf('application/json')).toBeNull();
  });
});
