import { describe, expect, it } from 'vitest';
import { madridDayEnd, madridDayStart } from './madrid';

describe('Madrid days', () => {
  it('start at local midnight, summer and winter', () => {
    expect(madridDayStart('2026-07-10')).toBe('2026-07-09T22:00:00.000Z');
    expect(madridDayStart('2026-01-10')).toBe('2026-01-09T23:00:00.000Z');
    expect(madridDayEnd('2026-01-10')).toBe('2026-01-10T23:00:00.000Z');
  });
});
