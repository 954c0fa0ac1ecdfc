import {
  markSeen,
  readLastSeen,
  seenRecentlyInThisBrowser,
  upsellingAllowedOn,
  upsellingDue,
} from './upselling-rules';

const HOUR = 3_600_000;

test('due when never seen or seen more than 720 hours ago', () => {
  const now = Date.UTC(2026, 10, 24);
  expect(upsellingDue(null, now)).toBe(true);
  expect(upsellingDue(now - 720 * HOUR, now)).toBe(false);
  expect(upsellingDue(now - 720 * HOUR - 1, now)).toBe(true);
  expect(upsellingDue(now - 2 * HOUR, now)).toBe(false);
});

test('never on the courses-for-you path nor on the upsell page', () => {
  expect(upsellingAllowedOn('/mesa-de-estudo')).toBe(true);
  expect(upsellingAllowedOn('/cursos-para-voce')).toBe(false);
  expect(upsellingAllowedOn('/algo/cursos-para-voce/x')).toBe(false);
  expect(upsellingAllowedOn('/garanta-acesso-completo')).toBe(false);
});

test('last seen is kept per student; garbage reads as never seen', () => {
  window.localStorage.clear();
  markSeen(window.localStorage, 7, 1234);
  expect(readLastSeen(window.localStorage, 7)).toBe(1234);
  expect(readLastSeen(window.localStorage, 8)).toBeNull();
  window.localStorage.setItem('platform:upselling-seen:9', 'ontem');
  expect(readLastSeen(window.localStorage, 9)).toBeNull();
  expect(readLastSeen(null, 7)).toBeNull();
});

test('the early boot asks for the offers unless a student of this browser saw them within 720 hours', () => {
  const now = Date.UTC(2026, 10, 24);
  window.localStorage.clear();
  expect(seenRecentlyInThisBrowser(window.localStorage, now)).toBe(false);
  window.localStorage.setItem('outra:chave', String(now));
  markSeen(window.localStorage, 7, now - 721 * HOUR);
  expect(seenRecentlyInThisBrowser(window.localStorage, now)).toBe(false);
  markSeen(window.localStorage, 8, now - 2 * HOUR);
  expect(seenRecentlyInThisBrowser(window.localStorage, now)).toBe(true);
  expect(seenRecentlyInThisBrowser(null, now)).toBe(false);
});
