import { describe, expect, it } from 'vitest';
import { jwtClaims, jwtExpiry } from './jwt';

const b64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: unknown) => `${b64url({ alg: 'none' })}.${b64url(claims)}.sig`;

describe('jwt claims', () => {
  it('reads exp in milliseconds', () => {
    expect(jwtExpiry(token({ exp: 1_700_000_000, name: 'Àngels' }))).toBe(1_700_000_000_000);
    expect(jwtClaims(token({ name: 'Àngels' }))).toEqual({ name: 'Àngels' });
  });
  it('tolerates anything else', () => {
    expect(jwtExpiry('garbage')).toBeNull();
    expect(jwtExpiry(null)).toBeNull();
    expect(jwtExpiry(token({}))).toBeNull();
  });
});
