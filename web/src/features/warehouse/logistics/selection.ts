/** Rules of a logistics selection (spec §2, §5). */

/** How many distinct parties the selected rows belong to (a consignment or shipment takes one). */
export function partiesOf(partyIds: readonly number[]): number {
  return new Set(partyIds).size;
}

/** Pallets and weight of the selected consignments (the consignments screen's totals). */
export function totalsOf(rows: readonly { pallet_count: number; weight_in_kg: number }[]): { pallets: number; weight: number } {
  return rows.reduce(
    (sum, r) => ({ pallets: sum.pallets + r.pallet_count, weight: Math.round((sum.weight + r.weight_in_kg) * 1000) / 1000 }),
    { pallets: 0, weight: 0 },
  );
}

/** A weight as typed: "12,5" or "12.5" kg; null when it is not a positive number. */
export function parseWeight(text: string): number | null {
  const value = Number(text.trim().replace(/\s/g, '').replace(',', '.'));
  return text.trim() && Number.isFinite(value) && value > 0 ? value : null;
}

/** Pallets as typed: a whole number from 1; null otherwise. */
export function parsePallets(text: string): number | null {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 ? value : null;
}
