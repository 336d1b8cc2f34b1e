import { describe, expect, it } from 'vitest';
import { createLoginThrottle, type ThrottleState } from './login-throttle';

function memory() {
  let state: ThrottleState | null = null;
  return { read: () => state, write: (s: ThrottleState | null) => void (state = s) };
}

describe('sign-in throttle (spec §8: too many attempts, retry in {seconds} seconds)', () => {
  it('blocks for 60 s after 5 failures within a minute', () => {
    const t = createLoginThrottle(memory());
    const start = 1_000_000;
    for (let i = 0; i < 4; i++) expect(t.recordFailure(start + i * 1000)).toBe(0);
    expect(t.secondsLeft(start + 4000)).toBe(0);
    expect(t.recordFailure(start + 5000)).toBe(60);
    expect(t.secondsLeft(start + 5000)).toBe(60);
    expect(t.secondsLeft(start + 5000 + 59_001)).toBe(1);
    expect(t.secondsLeft(start + 5000 + 60_000)).toBe(0);
  });

  it('forgets failures older than a minute', () => {
    const t = createLoginThrottle(memory());
    for (let i = 0; i < 4; i++) t.recordFailure(i * 1000);
    expect(t.recordFailure(61_000)).toBe(0);
    expect(t.recordFailure(62_000)).toBe(0);
  });

  it('blocks when the server says too many attempts, and resets on success', () => {
    const t = createLoginThrottle(memory());
    expect(t.lock(0)).toBe(60);
    expect(t.secondsLeft(30_000)).toBe(30);
    t.reset();
    expect(t.secondsLeft(30_000)).toBe(0);
  });
});
