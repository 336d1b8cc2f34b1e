import { describe, expect, it } from 'vitest';
import { fillPath, paths } from './paths';

describe('fillPath', () => {
  it('fills params by name, encoding them, and drops optional params left out', () => {
    expect(fillPath(paths.warehouseDistributionShipment, { number: 'E2026/000001' })).toBe(
      '/warehouse/distribution/shipment/E2026%2F000001',
    );
    expect(fillPath(paths.warehouseDeliveryNotes, { direction: 'out', number: 'AC1' })).toBe('/warehouse/delivery-notes/out/AC1');
    expect(fillPath(paths.warehouseDeliveryNotes)).toBe('/warehouse/delivery-notes');
    expect(() => fillPath(paths.warehouseDistributionShipment)).toThrow(/number/);
  });
});
