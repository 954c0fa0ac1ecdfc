import { liveEventStatus, matchesLiveEvent } from './live-event-status';

const event = {
  start_at: '2025-03-05T22:00:00.000Z',
  end_at: '2025-03-06T00:00:00.000Z',
  title: 'Aulão de Direito Constitucional',
  teacher: 'Renato Borelli',
  description: 'Revisão dos direitos fundamentais.',
};

describe('liveEventStatus', () => {
  it('is upcoming before the start, live until the end and ended after it', () => {
    expect(liveEventStatus(event, Date.parse('2025-03-05T21:59:59Z'))).toBe('upcoming');
    expect(liveEventStatus(event, Date.parse('2025-03-05T22:00:00Z'))).toBe('live');
    expect(liveEventStatus(event, Date.parse('2025-03-06T00:00:00Z'))).toBe('live');
    expect(liveEventStatus(event, Date.parse('2025-03-06T00:00:01Z'))).toBe('ended');
  });
});

describe('matchesLiveEvent', () => {
  it('finds by title, teacher or description ignoring case and accents', () => {
    expect(matchesLiveEvent(event, 'aulao')).toBe(true);
    expect(matchesLiveEvent(event, 'BORELLI')).toBe(true);
    expect(matchesLiveEvent(event, 'fundamentais')).toBe(true);
    expect(matchesLiveEvent(event, 'pediatria')).toBe(false);
    expect(matchesLiveEvent(event, '  ')).toBe(true);
  });
});
