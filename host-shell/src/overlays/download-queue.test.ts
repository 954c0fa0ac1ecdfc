import { DownloadQueue, type DownloadQueueDeps } from './download-queue';

function streamOf(parts: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      parts.forEach((part) => controller.enqueue(encoder.encode(part)));
      controller.close();
    },
  });
}

function setup(responses: Record<string, () => Promise<Response>>) {
  const timers: (() => void)[] = [];
  const saved: { name: string; size: number }[] = [];
  const fetched: string[] = [];
  const deps: DownloadQueueDeps = {
    fetch: (url) => {
      fetched.push(url);
      const respond = responses[url];
      if (!respond) throw new Error(`unexpected fetch ${url}`);
      return respond();
    },
    save: (blob, name) => saved.push({ name, size: blob.size }),
    setTimer: (run, ms) => {
      expect(ms).toBe(2000);
      timers.push(run);
    },
  };
  const queue = new DownloadQueue(deps);
  const runTimer = async () => {
    timers.shift()?.();
    await flush();
  };
  return { queue, saved, fetched, timers, runTimer };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('one item at a time: saved under its name, dismissed after 2 s, then the next; then the queue clears', async () => {
  const { queue, saved, fetched, timers, runTimer } = setup({
    '/a.pdf': async () => new Response('aaaa'),
    '/b.pdf': async () => new Response('bb'),
  });
  queue.enqueue({ url: '/a.pdf', name: 'Aula 1.pdf' });
  queue.enqueue({ url: '/b.pdf', name: 'Aula 2.pdf' });
  await flush();
  expect(fetched).toEqual(['/a.pdf']);
  expect(saved).toEqual([{ name: 'Aula 1.pdf', size: 4 }]);
  expect(queue.getSnapshot().map((item) => [item.name, item.progress, item.isDismissed])).toEqual([
    ['Aula 1.pdf', 100, false],
    ['Aula 2.pdf', 0, false],
  ]);
  await runTimer();
  expect(queue.getSnapshot()[0]?.isDismissed).toBe(true);
  expect(fetched).toEqual(['/a.pdf', '/b.pdf']);
  expect(saved.map((s) => s.name)).toEqual(['Aula 1.pdf', 'Aula 2.pdf']);
  await runTimer();
  expect(queue.getSnapshot()).toEqual([]);
  expect(timers).toHaveLength(0);
});

test('an error is flagged, dismissed after 2 s, and the next item still runs', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { queue, saved, runTimer } = setup({
    '/falha': async () => new Response('x', { status: 500 }),
    '/ok': async () => new Response('ok'),
  });
  queue.enqueue({ url: '/falha', name: 'Falha.pdf' });
  queue.enqueue({ url: '/ok', name: 'Ok.pdf' });
  await flush();
  expect(queue.getSnapshot()[0]).toMatchObject({ hasError: true, isDismissed: false });
  expect(saved).toEqual([]);
  await runTimer();
  expect(queue.getSnapshot()[0]).toMatchObject({ hasError: true, isDismissed: true });
  expect(saved.map((s) => s.name)).toEqual(['Ok.pdf']);
});

test('progress comes from the stream when the length is known', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('12345'));
      await gate;
      controller.enqueue(encoder.encode('67890'));
      controller.close();
    },
  });
  const { queue, saved } = setup({
    '/v': async () => new Response(body, { headers: { 'content-length': '10' } }),
  });
  const seen: number[] = [];
  queue.subscribe(() => seen.push(queue.getSnapshot()[0]?.progress ?? -1));
  queue.enqueue({ url: '/v', name: 'Video.mp4', options: { mimeType: 'video/mp4' } });
  await flush();
  expect(queue.getSnapshot()[0]?.progress).toBe(50);
  release();
  await flush();
  expect(seen).toContain(50);
  expect(queue.getSnapshot()[0]?.progress).toBe(100);
  expect(saved).toEqual([{ name: 'Video.mp4', size: 10 }]);
});

test('a stream without a known length still saves the whole file', async () => {
  const { queue, saved } = setup({ '/s': async () => new Response(streamOf(['ab', 'cd'])) });
  queue.enqueue({ url: '/s', name: 'S.txt' });
  await flush();
  expect(saved).toEqual([{ name: 'S.txt', size: 4 }]);
});
