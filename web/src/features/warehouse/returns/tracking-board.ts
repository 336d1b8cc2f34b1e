/**
 * The tracking board's client-side work (spec §4: tracking search and filtering are applied on the
 * client): the laboratory search ignoring case (and accents), the cards per status column, and the
 * value pending refund per laboratory (lines in status 2 whose refund is pending).
 */
import type { TrackingCard } from '../../../../../shared/warehouse/returns';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesLaboratory(card: TrackingCard, search: string): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || fold(card.party.name).includes(wanted);
}

/** Cards per status id (every status given gets a column, empty or not), newest first. */
export function columnsByStatus(cards: readonly TrackingCard[], statuses: readonly number[]): Map<number, TrackingCard[]> {
  const columns = new Map<number, TrackingCard[]>(statuses.map((s) => [s, []]));
  for (const card of cards) columns.get(card.status_id)?.push(card);
  for (const list of columns.values()) list.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return columns;
}

export interface PendingRefund {
  party: { id: number; name: string };
  value: number;
  batches: number;
}

/** Per laboratory, the value pending refund (only laboratories with some), highest first. */
export function pendingRefunds(cards: readonly TrackingCard[]): PendingRefund[] {
  const byParty = new Map<number, PendingRefund>();
  for (const card of cards) {
    if (card.pending_refund <= 0) continue;
    const entry = byParty.get(card.party.id) ?? { party: card.party, value: 0, batches: 0 };
    entry.value += card.pending_refund;
    entry.batches += 1;
    byParty.set(card.party.id, entry);
  }
  return [...byParty.values()].map((e) => ({ ...e, value: Math.round(e.value * 100) / 100 })).sort((a, b) => b.value - a.value);
}
