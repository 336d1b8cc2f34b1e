import { describe, expect, it } from 'vitest';
import { canonicalJson, GENESIS_HASH, recordHash } from './chain';
import { isFirstWorkingDay } from './notices';

describe('hash chain', () => {
  it('canonical JSON sorts keys at every level and leaves undefined out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"y":null,"z":1}]},"b":1}',
    );
  });

  it('a hash depends on the previous hash and on every field', () => {
    const content = { seq: 1, kind: 'clock_in', at: '2026-01-01T08:00:00.000Z' };
    const h = recordHash(GENESIS_HASH, content);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(recordHash(GENESIS_HASH, { at: content.at, kind: 'clock_in', seq: 1 })).toBe(h);
    expect(recordHash(GENESIS_HASH, { ...content, at: '2026-01-01T08:00:01.000Z' })).not.toBe(h);
    expect(recordHash(h, content)).not.toBe(h);
  });
});

describe('first working day of the month', () => {
  it('is the first Monday-to-Friday day, in Madrid', () => {
    expect(isFirstWorkingDay(new Date('2026-12-01T08:00:00Z'))).toBe(true); // Tuesday
    expect(isFirstWorkingDay(new Date('2026-12-02T08:00:00Z'))).toBe(false);
    expect(isFirstWorkingDay(new Date('2026-11-01T08:00:00Z'))).toBe(false); // Sunday
    expect(isFirstWorkingDay(new Date('2026-11-02T08:00:00Z'))).toBe(true); // Monday
    expect(isFirstWorkingDay(new Date('2026-08-03T08:00:00Z'))).toBe(true); // 1 and 2 August are a weekend
  });
});
