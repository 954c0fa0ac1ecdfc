import {
  formatCpf,
  formatZip,
  INSTALLMENT_CHOICES,
  installmentValue,
  isValidCardNumber,
  isValidCpf,
  isValidCvv,
  isValidExpiration,
} from './payment-rules';

describe('card number (Luhn)', () => {
  it.each(['4111 1111 1111 1111', '5555555555554444', '378282246310005', '4012-8888-8888-1881'])(
    'accepts %s',
    (number) => expect(isValidCardNumber(number)).toBe(true),
  );
  it.each(['4111 1111 1111 1112', '1234', '', '41111111111111111111', 'abcd efgh ijkl mnop'])(
    'refuses %s',
    (number) => expect(isValidCardNumber(number)).toBe(false),
  );
  it('refuses every single-digit change of a valid number', () => {
    const valid = '4111111111111111';
    for (let i = 0; i < valid.length; i++)
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isValidCardNumber(changed)).toBe(false);
      }
  });
});

describe('expiration and cvv', () => {
  const now = new Date(2026, 10, 25);
  it('accepts this month and later, refuses the past and nonsense', () => {
    expect(isValidExpiration('11/26', now)).toBe(true);
    expect(isValidExpiration('01/27', now)).toBe(true);
    expect(isValidExpiration('10/26', now)).toBe(false);
    expect(isValidExpiration('13/27', now)).toBe(false);
    expect(isValidExpiration('1127', now)).toBe(false);
  });
  it('cvv has 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each(['529.982.247-26', '111.111.111-11', '123', ''])('refuses %s', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
  it('formats as typed', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatZip('01310100')).toBe('01310-100');
    expect(formatZip('0131')).toBe('0131');
  });
});

describe('installments', () => {
  it('offers 1 to 12', () => expect(INSTALLMENT_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  it('never charges less than the total', () => {
    for (const total of [100, 29900, 134910, 1])
      for (const n of INSTALLMENT_CHOICES)
        expect(installmentValue(total, n) * n).toBeGreaterThanOrEqual(total);
  });
});
