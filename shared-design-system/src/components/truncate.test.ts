import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text up to the limit', () => {
    expect(truncate('Direito Penal', 18)).toBe('Direito Penal');
    expect(truncate('Exatamente 18 cars', 18)).toBe('Exatamente 18 cars');
  });

  it('cuts longer text to max characters and appends ...', () => {
    expect(truncate('Direito Constitucional', 18)).toBe('Direito Constituci...');
    expect(truncate('Exatamente 19 chars', 18)).toBe('Exatamente 19 char...');
  });

  it('counts code points, never splitting an emoji', () => {
    expect(truncate('📚📚📚', 2)).toBe('📚📚...');
  });
});
