import { firstName } from './first-name';

describe('firstName', () => {
  it.each([
    ['Ana Paula Souza', 'Ana'],
    ['  Bruno   Lima ', 'Bruno'],
    ['Única', 'Única'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});
