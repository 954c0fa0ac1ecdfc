import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import {
  createSineWav,
  parseRange,
  staticAudioUrl,
  STATIC_AUDIO_DURATION_SECONDS,
  STATIC_AUDIO_FILES,
} from './static-audio';

let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = buildServer();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
});

describe('createSineWav', () => {
  it('writes a PCM WAV header whose sizes match the duration', () => {
    const wav = createSineWav(440, 2, 8000);

    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(40)).toBe(2 * 8000 * 2);
    expect(wav.length).toBe(44 + 2 * 8000 * 2);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });

  it('holds a tone, not silence', () => {
    const wav = createSineWav(440, 1, 8000);
    let peak = 0;
    for (let offset = 44; offset < wav.length; offset += 2)
      peak = Math.max(peak, Math.abs(wav.readInt16LE(offset)));

    expect(peak).toBeGreaterThan(5000);
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
    [undefined, null],
  ])('parses %s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('GET /static-bff/audio/<n>.wav', () => {
  const size = 44 + STATIC_AUDIO_DURATION_SECONDS * 8000 * 2;

  it('serves every file whole as audio/wav, announcing byte ranges', async () => {
    for (const file of STATIC_AUDIO_FILES) {
      const response = await fetch(`${base}${staticAudioUrl(file.id)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect((await response.arrayBuffer()).byteLength).toBe(size);
    }
  });

  it('answers a range with 206 and the matching bytes', async () => {
    const whole = Buffer.from(await (await fetch(`${base}/static-bff/audio/2.wav`)).arrayBuffer());
    const response = await fetch(`${base}/static-bff/audio/2.wav`, { headers: { range: 'bytes=1000-1999' } });

    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect(response.headers.get('content-length')).toBe('1000');
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(1000, 2000))).toBe(true);
  });

  it('answers 416 for a range past the end', async () => {
    const response = await fetch(`${base}/static-bff/audio/1.wav`, { headers: { range: `bytes=${size}-` } });

    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await fetch(`${base}/static-bff/audio/3.wav`, { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(size));
  });

  it('answers 404 JSON for an unknown file', async () => {
    const response = await fetch(`${base}/static-bff/audio/99.wav`);

    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toContain('Áudio não encontrado');
  });
});
