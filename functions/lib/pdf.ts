/**
 * Simple generated PDFs (pdf-lib: it bundles with esbuild, pdfkit does not): A4 pages with a
 * heading, wrapped paragraphs and two-column tables, in the standard Helvetica (WinAnsi) fonts.
 * pdf-lib is loaded on first use, so the routes of a group that make no PDF do not pay for it.
 */
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

type PdfLib = typeof PdfLibModule;

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;

/** WinAnsi cannot encode every character Intl produces (narrow no-break spaces and the like). */
const winAnsi = (text: string) =>
  text
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const lib = await import('pdf-lib');
    const { PDFDocument, StandardFonts } = lib;
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(title));
    doc.setProducer('Portal');
    // Fixed dates keep the same document byte-identical from one run to the next.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(lib, doc, font, bold);
  }

  private newPage(): void {
    this.page = this.doc.addPage([...A4]);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, size: number, font: PDFFont, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, opts: { size?: number; bold?: boolean; align?: 'left' | 'right'; gap?: number } = {}): this {
    const size = opts.size ?? 10.5;
    const font = opts.bold ? this.bold : this.font;
    const width = A4[0] - 2 * MARGIN;
    for (const line of this.wrap(text, size, font, width)) {
      this.ensure(size * 1.45);
      const x = opts.align === 'right' ? A4[0] - MARGIN - font.widthOfTextAtSize(line, size) : MARGIN;
      this.page.drawText(line, { x, y: this.y - size, size, font, color: this.lib.rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.45;
    }
    this.y -= opts.gap ?? 6;
    return this;
  }

  heading(text: string): this {
    return this.text(text, { size: 15, bold: true, gap: 10 });
  }

  space(points = 12): this {
    this.y -= points;
    return this;
  }

  rule(): this {
    this.ensure(10);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: A4[0] - MARGIN, y: this.y - 4 },
      thickness: 0.6,
      color: this.lib.rgb(0.6, 0.6, 0.6),
    });
    this.y -= 12;
    return this;
  }

  /** Rows of label and value, the value right-aligned; a bold row for totals. */
  table(rows: { label: string; value: string; bold?: boolean }[]): this {
    const size = 10.5;
    for (const row of rows) {
      this.ensure(size * 1.6);
      const font = row.bold ? this.bold : this.font;
      const value = winAnsi(row.value);
      this.page.drawText(winAnsi(row.label), { x: MARGIN, y: this.y - size, size, font });
      this.page.drawText(value, { x: A4[0] - MARGIN - font.widthOfTextAtSize(value, size), y: this.y - size, size, font });
      this.y -= size * 1.6;
    }
    this.y -= 6;
    return this;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}

/** Euros as the screens show them: two decimals and a euro sign (spec §9). */
export function formatEuros(amount: number, locale: 'ca' | 'es'): string {
  return new Intl.NumberFormat(locale === 'es' ? 'es-ES' : 'ca-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // Spanish leaves 4-digit amounts ungrouped by default; the letters group them (3.005,06 €).
    useGrouping: 'always' as unknown as boolean,
  })
    .format(amount)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** DD/MM/YYYY (spec §9) from YYYY-MM-DD. */
export const formatDate = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
