/** Reading generated PDFs in tests: page count and the text pdf-lib drew (WinAnsi hex strings, deflated streams). */
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

export async function readPdf(bytes: ArrayBuffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await PDFDocument.load(bytes);
  // Saved without object streams, every content stream stands on its own in the file.
  const raw = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body = Buffer.from(m[1]!, 'latin1');
    try {
      body = zlib.inflateSync(body);
    } catch {
      /* not deflated */
    }
    for (const t of body.toString('latin1').matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      out.push(Buffer.from(t[1]!, 'hex').toString('latin1').replace(/\x80/g, '€'));
  }
  return { pages: doc.getPageCount(), text: out.join('\n') };
}
