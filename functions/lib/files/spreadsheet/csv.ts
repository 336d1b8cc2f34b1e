/**
 * CSV and TSV, streamed: the first 64 KiB tell the encoding (BOM, else UTF-8 if valid, else
 * Windows-1252 as Spanish Excel writes), the delimiter (';', ',' or tab) and whether numbers use
 * a decimal comma; then the platform's TextDecoder decodes (the four encodings a CSV comes in here;
 * iconv-lite's tables of every encoding were half a megabyte of each import bundle) and csv-parse
 * splits the rest without holding the file.
 */
import { Transform, type Readable } from 'node:stream';
import { peek, type RowSource } from './source';

const SAMPLE_BYTES = 64 * 1024;
const DELIMITERS = [';', ',', '\t'] as const;

export function detectEncoding(sample: Buffer): string {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  // Cut at the last line end so a character split by the sample's edge does not look invalid.
  const lastLine = sample.lastIndexOf(0x0a);
  const whole = lastLine > 0 && sample.length >= SAMPLE_BYTES ? sample.subarray(0, lastLine) : sample;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The candidate that splits most of the first lines into the same number of fields. */
export function detectDelimiter(lines: string[]): string {
  let best: { delimiter: string; score: number } = { delimiter: ';', score: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = line.replace(/"[^"]*"/g, '').split(delimiter).length - 1;
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const score = Math.max(0, ...[...counts.entries()].map(([n, lines]) => lines * 1000 + n));
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/** Decimal comma when more values look like 1.234,56 / 0,5 than like 1,234.56 / 0.5. */
export function detectDecimalComma(lines: string[], delimiter: string): boolean {
  let comma = 0;
  let point = 0;
  for (const line of lines)
    for (const field of line.split(delimiter)) {
      const v = field.replace(/^"|"$/g, '').trim();
      if (/^[-+]?\d{1,3}(\.\d{3})*,\d+$/.test(v)) comma++;
      else if (/^[-+]?\d{1,3}(,\d{3})*\.\d+$/.test(v) || /^[-+]?\d+\.\d+$/.test(v)) point++;
    }
  return comma === point ? delimiter !== ',' : comma > point;
}

/** Bytes to text, a character cut between two chunks kept whole; a BOM is dropped. */
function decoding(encoding: string) {
  const decoder = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.decode(chunk, { stream: true });
      if (text) this.push(text);
      done();
    },
    flush(done) {
      const text = decoder.decode();
      if (text) this.push(text);
      done();
    },
  });
}

/**
 * csv-parse turns each chunk it is given into all of its records at once: a file handed over as
 * one buffer (100,000 rows) would sit in memory as 100,000 records before the first is read.
 * Cut into slices, records stream as they are consumed.
 */
function inSlices(size: number) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i += size) this.push(chunk.subarray(i, i + size));
      done();
    },
  });
}

export async function csvSource(body: Readable, tabs: boolean): Promise<RowSource> {
  const { parse } = await import('csv-parse');
  const { sample, whole } = await peek(body, SAMPLE_BYTES);
  const encoding = detectEncoding(sample);
  const lines = new TextDecoder(encoding)
    .decode(sample)
    .split(/\r?\n/)
    .slice(0, 50)
    .filter((l) => l.trim() !== '');
  // Excel honours a first line 'sep=;' naming the delimiter; the header search then skips it.
  const declared = /^sep=(.)$/i.exec(lines[0]?.trim() ?? '')?.[1];
  const delimiter = tabs ? '\t' : (declared ?? detectDelimiter(lines));
  const decimalComma = detectDecimalComma(lines, delimiter);
  const parser = whole
    .pipe(inSlices(SAMPLE_BYTES))
    .pipe(decoding(encoding))
    .pipe(parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, info: true }));
  async function* rows() {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      yield { number: info.lines, cells: record };
  }
  return {
    sheet: null,
    conventions: { inferFromText: true, decimalComma },
    detected: { encoding, delimiter },
    rows: rows(),
  };
}
