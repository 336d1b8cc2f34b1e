/** What each format's reader hands the spreadsheet reader: the chosen sheet's rows, raw. */
import { Readable } from 'node:stream';
import type { Cell, TextConventions } from './cells';

export interface RawRow {
  /** 1-based, as the office suite numbers it (the line, in a CSV). */
  number: number;
  cells: Cell[];
}

export interface RowSource {
  /** The sheet read (null for CSV/TSV). */
  sheet: string | null;
  conventions: TextConventions;
  /** CSV only: what was detected. */
  detected?: { encoding: string; delimiter: string };
  rows: AsyncIterable<RawRow>;
}

/** Which sheet to read: its name (compared without accents or case) or 0-based position; default the first. */
export type SheetChoice = string | number | undefined;

/** Reads the first bytes of a stream (`ended`: that was all) and gives back a stream of the whole content. */
export async function peek(body: Readable, bytes: number): Promise<{ sample: Buffer; whole: Readable; ended: boolean }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
  }
  async function* all() {
    yield* head;
    if (!ended) for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { sample: Buffer.concat(head), whole: Readable.from(all(), { objectMode: false }), ended };
}
