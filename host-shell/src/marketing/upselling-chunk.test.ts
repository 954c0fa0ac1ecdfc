import { EARLY_BOOT_KEY, resetEarlyBoot, takeEarlyAnswer } from '../boot/early-boot-answers';
import { preloadDueUpsellingPanel } from './upselling-chunk';
import { UPSELLING_OFFERS_PATH } from './upselling-rules';

const OFFERS_URL = new URL(`/${UPSELLING_OFFERS_PATH}`, window.location.href).href;
const HEADERS = { 'x-vertical': 'concursos' };

/** An early boot that sent these GETs (absolute URLs), as early-boot.ts leaves it on window. */
function earlyBootSent(urls: string[]) {
  window[EARLY_BOOT_KEY] = {
    remotesManifest: null,
    fetches: new Map(),
    session: new Map(
      urls.map((url) => [url, { headers: HEADERS, response: Promise.resolve(new Response('{}')) }]),
    ),
    pending: [],
    held: new Map(),
  };
}

afterEach(resetEarlyBoot);

describe('the upselling panel’s code on a first page', () => {
  it('is fetched as the shell starts when the early boot asked for the offers (the panel is due)', () => {
    earlyBootSent([OFFERS_URL, new URL('/bff/profile/me', window.location.href).href]);
    const load = jest.fn(() => Promise.resolve({}));
    expect(preloadDueUpsellingPanel(load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not fetched when the early boot did not ask for the offers (not due, seen lately, another page)', () => {
    earlyBootSent([new URL('/bff/profile/me', window.location.href).href]);
    const load = jest.fn(() => Promise.resolve({}));
    expect(preloadDueUpsellingPanel(load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('is not fetched without an early boot, or once the offers’ answer was taken', () => {
    const load = jest.fn(() => Promise.resolve({}));
    expect(preloadDueUpsellingPanel(load)).toBe(false);
    earlyBootSent([OFFERS_URL]);
    expect(takeEarlyAnswer(new Request(OFFERS_URL, { headers: HEADERS }))).not.toBeNull();
    expect(preloadDueUpsellingPanel(load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed fetch to the chrome’s own load (no unhandled rejection)', async () => {
    earlyBootSent([OFFERS_URL]);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(preloadDueUpsellingPanel(() => Promise.reject(new Error('chunk failed')))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
  });
});
