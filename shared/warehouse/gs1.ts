/**
 * GS1 element strings as a medicine pack's DataMatrix (or a GS1-128) gives them to a keyboard-wedge
 * scanner: AI 01 GTIN, 17 expiry (YYMMDD), 10 lot, 21 serial, 11 production date. Scanners send
 * the variable fields' FNC1 separator as GS (\x1d), and may prefix the symbology id (]d2, ]C1, ]Q3);
 * people type the human-readable form with the AIs in brackets. Both are read.
 */
import { gs1CheckDigit } from '../erp/codes';
export interface Gs1 {
  /** 14 digits, check digit verified. */
  gtin: string;
  lot: string | null;
  /** YYYY-MM-DD; day 00 means the month's last day (GS1 General Specifications §3.4.4). */
  expiry: string | null;
  serial: string | null;
}

const GS = '\x1d';
/** Fixed-length AIs and their data length; the rest of those read here are variable (up to 20). */
const FIXED: Record<string, number> = { '01': 14, '11': 6, '17': 6 };
const VARIABLE = new Set(['10', '21']);

function expiryDate(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The bracketed form "(01)…(17)…(10)…" as the scanner's raw form (GS after variable fields). */
function unbracket(text: string): string {
  const parts = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)];
  return parts.map(([, ai, data]) => `${ai}${data}${VARIABLE.has(ai!) ? GS : ''}`).join('');
}

/** Parses a scanned or typed GS1 string; null when it is not one with a valid GTIN. */
export function parseGs1(input: string): Gs1 | null {
  let text = input.trim().replace(/^\](d2|C1|Q3|e0)/, '');
  if (text.startsWith('(')) text = unbracket(text);
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    if (text[i] === GS) {
      i++;
      continue;
    }
    const ai = text.slice(i, i + 2);
    if (FIXED[ai] !== undefined) {
      const data = text.slice(i + 2, i + 2 + FIXED[ai]);
      if (data.length !== FIXED[ai]) return null;
      fields.set(ai, data);
      i += 2 + FIXED[ai];
    } else if (VARIABLE.has(ai)) {
      const end = text.indexOf(GS, i + 2);
      const data = text.slice(i + 2, end < 0 ? undefined : end).slice(0, 20);
      fields.set(ai, data);
      i = end < 0 ? text.length : end + 1;
    } else return fields.has('01') ? result(fields) : null; // an AI this screen does not use ends the read
  }
  return result(fields);
}

function result(fields: Map<string, string>): Gs1 | null {
  const gtin = fields.get('01');
  if (!gtin || !/^\d{14}$/.test(gtin) || gs1CheckDigit(gtin.slice(0, 13)) !== Number(gtin[13])) return null;
  const expiry = fields.get('17');
  return { gtin, lot: fields.get('10') || null, expiry: expiry ? expiryDate(expiry) : null, serial: fields.get('21') || null };
}

/** The EAN-13 a GTIN-14 with indicator 0 stands for (how products are keyed); null otherwise. */
export const gtinToEan13 = (gtin: string) => (gtin.startsWith('0') ? gtin.slice(1) : null);
