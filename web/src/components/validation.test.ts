import { describe, expect, it } from 'vitest';
import { check, confirmedBy, email, minLength, newPasswordIssues, required, strongPassword } from './validation';

describe('field rules (spec §5)', () => {
  it('required: obligatory, spaces alone do not count', () => {
    expect(required('')).toEqual({ key: 'validation.required' });
    expect(required('   ')).toEqual({ key: 'validation.required' });
    expect(required('x')).toBeNull();
  });

  it('e-mail: empty accepted, else the standard address pattern', () => {
    expect(email('')).toBeNull();
    expect(email('laia@farmacia.cat')).toBeNull();
    expect(email(' laia@farmacia.cat ')).toBeNull();
    for (const bad of ['laia', 'laia@', 'laia@farmacia', '@farmacia.cat', 'la ia@farmacia.cat']) {
      expect(email(bad), bad).toEqual({ key: 'validation.email' });
    }
    expect(check('', required, email)).toEqual({ key: 'validation.required' });
  });

  it('min length: empty accepted; password strength: lower, upper, digit, special', () => {
    expect(minLength(8)('')).toBeNull();
    expect(minLength(8)('1234567')).toEqual({ key: 'validation.min_string', vars: { min: 8 } });
    expect(minLength(8)('12345678')).toBeNull();
    expect(strongPassword('')).toBeNull();
    expect(strongPassword('Portal-2026!')).toBeNull();
    for (const weak of ['portal-2026!', 'PORTAL-2026!', 'Portal-Clau!', 'Portal2026']) {
      expect(strongPassword(weak), weak).toEqual({ key: 'validation.password_strength' });
    }
  });

  it('confirmation equals the value', () => {
    expect(confirmedBy('Abc-1234')('Abc-1234')).toBeNull();
    expect(confirmedBy('Abc-1234')('Abc-1235')).toEqual({ key: 'validation.confirmed' });
  });

  it('a new password: 8 minimum before the strength rule; the confirmation must match', () => {
    expect(newPasswordIssues('', '', { required: true })).toEqual({ password: { key: 'validation.required' } });
    expect(newPasswordIssues('', '', { required: false })).toEqual({});
    expect(newPasswordIssues('Ab1-', 'Ab1-', { required: false })).toEqual({
      password: { key: 'validation.min_string', vars: { min: 8 } },
    });
    expect(newPasswordIssues('abcdefgh', 'abcdefgh', { required: true })).toEqual({
      password: { key: 'validation.password_strength' },
    });
    expect(newPasswordIssues('Nova-Clau-2026', 'Nova-Clau-2025', { required: false })).toEqual({
      password_confirmation: { key: 'validation.confirmed' },
    });
    expect(newPasswordIssues('Nova-Clau-2026', 'Nova-Clau-2026', { required: true })).toEqual({});
  });
});
