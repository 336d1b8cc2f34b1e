/**
 * Simple generated PDFs (pdf-lib: it bundles with esbuild, pdfkit does not): A4 pages (or another
 * size, e.g. labels) with a heading, wrapped paragraphs, two-column and multi-column tables, in the
 * standard Helvetica (WinAnsi) fonts.
 * pdf-lib is loaded on first use, so the routes of a group that make no PDF do not pay for it.
 */
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFImage, PDFPage } from 'pdf-lib';

type PdfLib = typeof PdfLibModule;

export const A4 = [595.28, 841.89] as const;
const MM = 72 / 25.4;
/** A shipping label: 100 x 150 mm, the thermal printers' common size. */
export const LABEL_100x150 = [100 * MM, 150 * MM] as const;

export interface PdfPageOptions {
  /** Width and height in points; A4 by default. */
  size?: readonly [number, number];
  /** Points around the page; 56 by default. */
  margin?: number;
}

/** A column of `PdfWriter.grid`: its heading, its share of the width, its alignment. */
export interface GridColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

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

  private readonly size: readonly [number, number];
  private readonly margin: number;

  private constructor(
    private readonly lib: PdfLib,
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    opts: PdfPageOptions,
  ) {
    this.size = opts.size ?? A4;
    this.margin = opts.margin ?? 56;
    this.newPage();
  }

  static async create(title: string, opts: PdfPageOptions = {}): Promise<PdfWriter> {
    const lib = await import('pdf-lib');
    const { PDFDocument, StandardFonts } = lib;
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(title));
    doc.setProducer('Portal');
    // Fixed dates keep the same document byte-identical from one run to the next.
    doc.setCreationDate(new Date(0));
    doc.setModificationDate(new Date(0));
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(lib, doc, font, bold, opts);
  }

  private get width(): number {
    return this.size[0] - 2 * this.margin;
  }

  /** Starts a new page (each label of a set is one page). */
  newPage(): this {
    this.page = this.doc.addPage([...this.size]);
    this.y = this.size[1] - this.margin;
    return this;
  }

  private ensure(height: number): void {
    if (this.y - height < this.margin) this.newPage();
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
    for (const line of this.wrap(text, size, font, this.width)) {
      this.ensure(size * 1.45);
      const x = opts.align === 'right' ? this.size[0] - this.margin - font.widthOfTextAtSize(line, size) : this.margin;
      this.page.drawText(line, { x, y: this.y - size, size, font, color: this.lib.rgb(0.1, 0.1, 0.1) });
      this.y -= size * 1.45;
    }
    this.y -= opts.gap ?? 6;
    return this;
  }

  /**
   * Metadata of a document that must say when it was made and carry an id (the register's exports):
   * the default dates are fixed so the other documents stay byte-identical from run to run.
   */
  describe(meta: { created: Date; subject?: string; keywords?: string[] }): this {
    this.doc.setCreationDate(meta.created);
    this.doc.setModificationDate(meta.created);
    if (meta.subject) this.doc.setSubject(meta.subject);
    if (meta.keywords) this.doc.setKeywords(meta.keywords);
    return this;
  }

  heading(text: string): this {
    return this.text(text, { size: 15, bold: true, gap: 10 });
  }

  /** A PNG (a barcode) ready to draw with `image`, once per document however often it is drawn. */
  embedPng(png: Uint8Array): Promise<PDFImage> {
    return this.doc.embedPng(png);
  }

  /**
   * An embedded image `width` points wide (its proportions kept, never wider than the page), on the
   * left or centred.
   */
  image(image: PDFImage, opts: { width: number; align?: 'left' | 'center'; gap?: number }): this {
    const width = Math.min(opts.width, this.width);
    const height = (image.height / image.width) * width;
    this.ensure(height);
    const x = opts.align === 'center' ? this.margin + (this.width - width) / 2 : this.margin;
    this.page.drawImage(image, { x, y: this.y - height, width, height });
    this.y -= height + (opts.gap ?? 6);
    return this;
  }

  space(points = 12): this {
    this.y -= points;
    return this;
  }

  rule(): this {
    this.ensure(10);
    this.page.drawLine({
      start: { x: this.margin, y: this.y - 4 },
      end: { x: this.size[0] - this.margin, y: this.y - 4 },
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
      this.page.drawText(winAnsi(row.label), { x: this.margin, y: this.y - size, size, font });
      this.page.drawText(value, {
        x: this.size[0] - this.margin - font.widthOfTextAtSize(value, size),
        y: this.y - size,
        size,
        font,
      });
      this.y -= size * 1.6;
    }
    this.y -= 6;
    return this;
  }

  /**
   * A table of several columns with a bold heading row, repeated on each new page; cells too wide
   * for their column are cut with an ellipsis. A `bold` row (totals) is set in bold.
   */
  grid(columns: GridColumn[], rows: { cells: string[]; bold?: boolean }[], size = 9.5): this {
    const share = columns.reduce((a, c) => a + c.width, 0);
    const widths = columns.map((c) => (c.width / share) * this.width);
    const line = size * 1.6;
    const draw = (cells: string[], font: PDFFont) => {
      let x = this.margin;
      cells.forEach((cell, i) => {
        const text = this.fit(winAnsi(cell), font, size, widths[i]! - 4);
        const dx = columns[i]!.align === 'right' ? widths[i]! - 4 - font.widthOfTextAtSize(text, size) : 0;
        this.page.drawText(text, { x: x + dx, y: this.y - size, size, font });
        x += widths[i]!;
      });
      this.y -= line;
    };
    const heading = () => {
      draw(
        columns.map((c) => c.label),
        this.bold,
      );
      this.page.drawLine({
        start: { x: this.margin, y: this.y + line * 0.3 },
        end: { x: this.size[0] - this.margin, y: this.y + line * 0.3 },
        thickness: 0.5,
        color: this.lib.rgb(0.6, 0.6, 0.6),
      });
    };
    this.ensure(line * 2);
    heading();
    for (const row of rows) {
      if (this.y - line < this.margin) {
        this.newPage();
        heading();
      }
      draw(row.cells, row.bold ? this.bold : this.font);
    }
    this.y -= 6;
    return this;
  }

  /** A box with a caption for a handwritten signature or note. */
  signatureBoxes(captions: string[], height = 60): this {
    const gap = 12;
    const width = (this.width - gap * (captions.length - 1)) / captions.length;
    this.ensure(height + 20);
    captions.forEach((caption, i) => {
      const x = this.margin + i * (width + gap);
      this.page.drawText(winAnsi(caption), { x, y: this.y - 10, size: 9, font: this.font });
      this.page.drawRectangle({
        x,
        y: this.y - 16 - height,
        width,
        height,
        borderWidth: 0.6,
        borderColor: this.lib.rgb(0.5, 0.5, 0.5),
      });
    });
    this.y -= height + 24;
    return this;
  }

  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
    return `${cut}...`;
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
