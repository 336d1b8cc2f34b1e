/**
 * Reads the barcodes of a generated PDF as a scanner would:
 * each page's images (pdf-lib embeds a PNG as Flate-compressed pixels) are decoded as Code 128 by
 * @zxing/library, a pure-JavaScript reader, so the test needs no browser, canvas or binary.
 */
import { inflateSync } from 'node:zlib';
import zxing from '@zxing/library';
import { PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

const { BinaryBitmap, Code128Reader, HybridBinarizer, RGBLuminanceSource } = zxing;

function decode(stream: PDFRawStream): string | null {
  const dict = stream.dict;
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return null;
  const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
  const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
  const pixels = inflateSync(stream.contents);
  const channels = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray') ? 1 : 3;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) luminance[i] = pixels[i * channels]!;
  try {
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
    return new Code128Reader().decode(bitmap).getText();
  } catch {
    return null;
  }
}

/** The page count and, per page, the texts of the Code 128 barcodes drawn on it (sorted). */
export async function pdfBarcodes(pdf: Uint8Array): Promise<{ pages: number; barcodes: string[][] }> {
  const doc = await PDFDocument.load(pdf);
  const barcodes = doc.getPages().map((page) => {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    const texts: string[] = [];
    for (const [, ref] of xobjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref);
      const text = stream instanceof PDFRawStream ? decode(stream) : null;
      if (text !== null) texts.push(text);
    }
    return texts.sort();
  });
  return { pages: doc.getPageCount(), barcodes };
}
