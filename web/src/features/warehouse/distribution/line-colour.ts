/**
 * A distribution line's colour (spec §2: derived from party and sale reference): lines of one sale
 * for one party share a colour, so a picker sees at a glance which lines go in the same tray.
 * A stable hash picks one of a set of hues far enough apart to tell apart on a tablet.
 */
const HUES = [8, 32, 52, 88, 140, 170, 195, 215, 250, 280, 310, 335] as const;

export interface LineColour {
  hue: number;
  /** A light tint for the background and a strong one for the edge. */
  background: string;
  edge: string;
}

function hash(text: string): number {
  // FNV-1a: cheap, stable across browsers and sessions.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function lineColour(party: number, saleReference: string): LineColour {
  const hue = HUES[hash(`${party}|${saleReference}`) % HUES.length]!;
  return { hue, background: `hsl(${hue} 80% 95%)`, edge: `hsl(${hue} 65% 40%)` };
}
