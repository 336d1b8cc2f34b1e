import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss in Madrid time (summer and winter)', () => {
    expect(formatDateTime(new Date('2026-11-21T00:06:16Z'))).toBe('21/11/2026 01:06:16');
    expect(formatDateTime(new Date('2026-07-01T22:00:05Z'))).toBe('02/07/2026 00:00:05');
  });
});
