/**
 * Reads a generated PDF back without a PDF text library: pdf-lib loads it (so it parses and gives
 * the page count), and the text shown is taken from the content streams (inflated with node:zlib
 * when FlateDecode), where pdf-lib writes the standard fonts' text as hex strings before Tj.
 */
import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** WinAnsi, the standard fonts' encoding, is latin1 but for a few codes; the euro sign is 0x80. */
const winAnsi = (b: Buffer) => b.toString('latin1').replace(/\x80/g, '€');

export interface PdfRead {
  pages: number;
  title: string | undefined;
  /** Every string shown, in order, one per Tj. */
  text: string;
}

export async function readPdf(data: ArrayBuffer | Uint8Array): Promise<PdfRead> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  const doc = await PDFDocument.load(bytes);
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  // A stream's bytes are its dictionary's /Length after "stream\n" (searching for "endstream"
  // instead cuts a compressed stream whose last byte happens to be a carriage return).
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const length = /\/Length (\d+)/.exec(m[1]!);
    if (!length) continue;
    const start = m.index + m[0].length;
    const body = Buffer.from(raw.slice(start, start + Number(length[1])), 'latin1');
    let content: string;
    try {
      content = (m[1]!.includes('FlateDecode') ? inflateSync(body) : body).toString('latin1');
    } catch {
      continue; // fonts, images: not content streams
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) shown.push(winAnsi(Buffer.from(t[1]!, 'hex')));
    for (const t of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) shown.push(t[1]!);
  }
  return { pages: doc.getPageCount(), title: doc.getTitle(), text: shown.join('\n') };
}

/** Fetches a download path's {url} and reads the PDF, checking it is served inline as a PDF. */
export async function fetchPdf(url: string): Promise<PdfRead & { disposition: string | null; type: string | null }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    ...(await readPdf(bytes)),
    disposition: res.headers.get('content-disposition'),
    type: res.headers.get('content-type'),
  };
}
