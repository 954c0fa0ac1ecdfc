import type { FastifyInstance } from 'fastify';
import { notFound } from './http-error';

/** Prefix of the generated audio files (the host proxies /static-bff to the BFF). */
export const STATIC_AUDIO_PREFIX = '/static-bff/audio';
export const STATIC_AUDIO_DURATION_SECONDS = 20;
const SAMPLE_RATE = 8000;
const BITS_PER_SAMPLE = 16;
const AMPLITUDE = 0.3;
const FADE_SECONDS = 0.05;
const WAV_HEADER_BYTES = 44;

/** The tones served as /static-bff/audio/<id>.wav: real, short audio for the player (cast, LDI). */
export const STATIC_AUDIO_FILES = [
  { id: 1, frequencyHz: 440 },
  { id: 2, frequencyHz: 523.25 },
  { id: 3, frequencyHz: 659.25 },
  { id: 4, frequencyHz: 392 },
] as const;

/** URL of a generated audio file, e.g. staticAudioUrl(1) → /static-bff/audio/1.wav */
export function staticAudioUrl(id: number): string {
  return `${STATIC_AUDIO_PREFIX}/${id}.wav`;
}

/** A PCM WAV (mono, 16 bit) holding a sine tone with short fades so it starts and stops without clicks. */
export function createSineWav(frequencyHz: number, seconds: number, sampleRate = SAMPLE_RATE): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const bytesPerSample = BITS_PER_SAMPLE / 8;
  const dataBytes = samples * bytesPerSample;
  const wav = Buffer.alloc(WAV_HEADER_BYTES + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * bytesPerSample, 28); // byte rate
  wav.writeUInt16LE(bytesPerSample, 32); // block align
  wav.writeUInt16LE(BITS_PER_SAMPLE, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  const fadeSamples = Math.round(FADE_SECONDS * sampleRate);
  for (let i = 0; i < samples; i += 1) {
    const fade = Math.min(1, i / fadeSamples, (samples - 1 - i) / fadeSamples);
    const value = Math.sin((2 * Math.PI * frequencyHz * i) / sampleRate) * AMPLITUDE * fade;
    wav.writeInt16LE(Math.round(value * 0x7fff), WAV_HEADER_BYTES + i * bytesPerSample);
  }
  return wav;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header for a body of `size` bytes: a single range, 'unsatisfiable' (→ 416), or null when
 * there is no usable Range (→ the whole file, as RFC 9110 allows for multiple or malformed ranges).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

let generatedFiles: Map<string, Buffer> | null = null;

/** Generated once per process (it takes a moment) and shared by every server built in it. */
function audioFiles(): Map<string, Buffer> {
  generatedFiles ??= new Map(
    STATIC_AUDIO_FILES.map((file) => [
      `${file.id}.wav`,
      createSineWav(file.frequencyHz, STATIC_AUDIO_DURATION_SECONDS),
    ]),
  );
  return generatedFiles;
}

/** GET (and HEAD) /static-bff/audio/<id>.wav with Range support: audio elements seek with 206 answers. */
export function registerStaticAudio(app: FastifyInstance): void {
  const files = audioFiles();

  app.get<{ Params: { file: string } }>(`${STATIC_AUDIO_PREFIX}/:file`, async (request, reply) => {
    const wav = files.get(request.params.file);
    if (!wav)
      throw notFound(
        `Áudio não encontrado: ${request.params.file}. Disponíveis: ${[...files.keys()].join(', ')}.`,
      );
    reply
      .header('content-type', 'audio/wav')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=3600');
    const range = parseRange(request.headers.range, wav.length);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${wav.length}`).send();
    }
    if (range === null) {
      return reply.header('content-length', wav.length).send(wav);
    }
    const part = wav.subarray(range.start, range.end + 1);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${wav.length}`)
      .header('content-length', part.length)
      .send(part);
  });
}
