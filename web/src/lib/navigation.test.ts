import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './navigation';

describe('the kept URL across sign-in', () => {
  it('keeps in-app paths only', () => {
    expect(safeNext('/internal?x=1#y')).toBe('/internal?x=1#y');
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext('/login?next=/x')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
  it('builds the login URL', () => {
    expect(loginUrl('/pharmacy')).toBe('/login?next=%2Fpharmacy');
    expect(loginUrl('/')).toBe('/login');
    expect(loginUrl(undefined)).toBe('/login');
  });
});
