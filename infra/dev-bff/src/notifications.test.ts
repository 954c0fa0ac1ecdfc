import { notificationsFor } from './notifications';

describe('notificationsFor', () => {
  it('marks the first `unread` notifications unread, newest first', () => {
    const answer = notificationsFor(12);
    expect(answer.unread).toBe(12);
    expect(answer.total).toBe(12);
    expect(answer.data.filter((item) => !item.read)).toHaveLength(12);
    const times = answer.data.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('always lists a few notifications, the extra ones read', () => {
    const answer = notificationsFor(2);
    expect(answer.total).toBe(5);
    expect(answer.data.map((item) => item.read)).toEqual([false, false, true, true, true]);
    expect(notificationsFor(0).data.every((item) => item.read && item.link.startsWith('/'))).toBe(true);
  });
});
