import { describe, expect, it } from 'vitest';
import { lineColour } from './line-colour';

describe('distribution line colour (party and sale reference)', () => {
  it('is the same for the same party and sale, whatever the product', () => {
    expect(lineColour(1001, 'PED-000123')).toEqual(lineColour(1001, 'PED-000123'));
  });

  it('differs between sales often enough to tell them apart', () => {
    const hues = new Set(Array.from({ length: 40 }, (_, i) => lineColour(1001, `PED-${String(i).padStart(6, '0')}`).hue));
    expect(hues.size).toBeGreaterThanOrEqual(8);
    expect(lineColour(1001, 'PED-1').background).toMatch(/^hsl\(\d+ 80% 95%\)$/);
  });
});
