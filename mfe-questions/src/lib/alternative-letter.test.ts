import { alternativeLetter } from './alternative-letter';

describe('alternativeLetter', () => {
  it('gives A–Z to multiple-choice alternatives', () => {
    expect([0, 1, 2, 3, 4].map((index) => alternativeLetter('multiple_choice', index))).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
    ]);
    expect(alternativeLetter('multiple_choice', 25)).toBe('Z');
  });

  it('maps true/false answers to C and E', () => {
    expect(alternativeLetter('true_false', 0)).toBe('C');
    expect(alternativeLetter('true_false', 1)).toBe('E');
  });

  it('refuses indexes outside the letters', () => {
    expect(() => alternativeLetter('multiple_choice', 26)).toThrow(RangeError);
    expect(() => alternativeLetter('true_false', 2)).toThrow(RangeError);
    expect(() => alternativeLetter('multiple_choice', -1)).toThrow(RangeError);
  });
});
