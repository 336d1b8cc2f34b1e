import { describe, expect, it } from 'vitest';
import { newPasswordFormIssues, resetRequestIssues } from './validation';

describe('password pages (spec §5)', () => {
  it('recovery: e-mail required and valid', () => {
    expect(resetRequestIssues({ email: '' })).toEqual({ email: { key: 'validation.required' } });
    expect(resetRequestIssues({ email: 'laia' })).toEqual({ email: { key: 'validation.email' } });
    expect(resetRequestIssues({ email: 'laia@farmacia.cat' })).toEqual({});
  });

  it('reset: the new password is required and follows the rules', () => {
    expect(newPasswordFormIssues({ password: '', password_confirmation: '' })).toEqual({
      password: { key: 'validation.required' },
    });
    expect(newPasswordFormIssues({ password: 'Nova-Clau-2026', password_confirmation: '' })).toEqual({
      password_confirmation: { key: 'validation.confirmed' },
    });
    expect(newPasswordFormIssues({ password: 'Nova-Clau-2026', password_confirmation: 'Nova-Clau-2026' })).toEqual({});
  });
});
