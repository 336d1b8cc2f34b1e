/**
 * Barcodes of the logistics papers: Code 128 of a document
 * number, the symbology every warehouse wedge scanner reads and that carries letters and slashes
 * (E2026/000004). Made by bwip-js (pure JavaScript, bundles with esbuild) as a PNG with a white
 * background and quiet zones, the number printed under the bars for when a scan fails.
 * bwip-js (128 KiB) loads on the first barcode, not at the group's cold start (bench:lambda).
 */

/** Points per module when drawn: 0.9 pt (0.32 mm), readable by 203 dpi label printers and handhelds. */
export const MODULE_PT = 0.9;
/** Pixels per module in the PNG: the PDF scales it down to MODULE_PT. */
const SCALE = 3;

export interface Barcode {
  png: Uint8Array;
  /** The width to draw it at, in points (modules × MODULE_PT). */
  widthPt: number;
}

export async function code128Png(text: string, heightMm = 9): Promise<Barcode> {
  const { code128 } = await import('bwip-js/node');
  const png = await code128({
    bcid: 'code128',
    text,
    scale: SCALE,
    height: heightMm,
    includetext: true,
    textxalign: 'center',
    textsize: 9,
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 1,
  });
  // The PNG's width: bytes 16-19 of its IHDR chunk.
  const pixels = new DataView(png.buffer, png.byteOffset, png.byteLength).getUint32(16);
  return { png: new Uint8Array(png), widthPt: (pixels / SCALE) * MODULE_PT };
}
