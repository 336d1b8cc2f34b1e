import { describe, expect, it } from 'vitest';
import { phoneDigits, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['93 123 45 67', '+34931234567'],
    ['93.123.45.67', '+34931234567'],
    ['+34 931 234 567', '+34931234567'],
    ['0034931234567', '+34931234567'],
    ['+34-666-12-34-56', '+34666123456'],
    ['(93) 123 45 67', '+34931234567'],
    ['+33 1 23 45 67 89', '+33123456789'],
  ])('%s → %s', (raw, e164) => expect(toE164(raw)).toBe(e164));

  it.each(['', 'anonymous', '12345', '+34 12 345 67 89', '931234567890123456'])('refuses %j', (raw) =>
    expect(toE164(raw)).toBeNull(),
  );
});

describe('phoneDigits', () => {
  it('drops separators and the Spanish prefix', () => {
    expect(phoneDigits('+34 931 23')).toBe('3493123');
    expect(phoneDigits('0034 931 234 567')).toBe('931234567');
    expect(phoneDigits('93.123')).toBe('93123');
  });
});
