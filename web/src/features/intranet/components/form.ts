/** Field rules of the intranet admin dialogs; server 422s land on fields via components/validation. */

/** A whole number 0–1,000,000 (the directory order); '' counts as 0. */
export function parseOrder(value: string): number | null {
  const text = value.trim();
  if (text === '') return 0;
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n <= 1_000_000 ? n : null;
}

/** An http or https address (links are refused otherwise, as by the API). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
