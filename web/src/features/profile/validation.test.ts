import { describe, expect, it } from 'vitest';
import { profileIssues, type ProfileValues } from './validation';

const values = (over: Partial<ProfileValues> = {}): ProfileValues => ({
  name: 'Laia Puig',
  email: 'farmacia@example.com',
  password_current: 'Portal-2026!',
  password: '',
  password_confirmation: '',
  ...over,
});

describe('guest profile rules (spec §5)', () => {
  it('keeps the password when no new one is given', () => {
    expect(profileIssues(values())).toEqual({});
  });

  it('needs the current password, at least 8 characters', () => {
    expect(profileIssues(values({ password_current: '' }))).toEqual({ password_current: { key: 'validation.required' } });
    expect(profileIssues(values({ password_current: 'short' }))).toEqual({
      password_current: { key: 'validation.min_string', vars: { min: 8 } },
    });
  });

  it('checks name, e-mail, and a new password with its confirmation', () => {
    expect(
      profileIssues(values({ name: '', email: 'no-at-sign', password: 'weakpassword', password_confirmation: 'x' })),
    ).toEqual({
      name: { key: 'validation.required' },
      email: { key: 'validation.email' },
      password: { key: 'validation.password_strength' },
      password_confirmation: { key: 'validation.confirmed' },
    });
    expect(profileIssues(values({ password: 'Nova-Clau-2026', password_confirmation: 'Nova-Clau-2026' }))).toEqual({});
  });
});
