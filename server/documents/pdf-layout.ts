import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { code128Bars, fitsCode128 } from './code128';

const require = createRequire(import.meta.url);
// DejaVu covers Latin and Cyrillic, so Russian vouchers print; read once, subset into each file.
const fontFiles = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: { regular: Buffer; bold: Buffer } | null = null;
// pdf-lib and fontkit come with the first document, not with the server: together they took ~0.7 s of
// CPU to import, paid by every start (each API test file, each e2e server) that never writes a PDF.
let pdfLib: typeof import('pdf-lib') | null = null;
const lib = (): typeof import('pdf-lib') => (pdfLib ??= require('pdf-lib') as typeof import('pdf-lib'));
const rgb = (r: number, g: number, b: number): RGB => lib().rgb(r, g, b);

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BRAND = (): RGB => rgb(0.12, 0.31, 0.47);
const MUTED = (): RGB => rgb(0.4, 0.4, 0.4);

/** A simple top-to-bottom writer over A4 pages: titles, label/value rows, tables and QR codes. */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    /** Courier, a standard font: a code printed in it stays as plain text in the file (searchable, copyable). */
    private readonly mono: PDFFont,
  ) {}

  static async create(title: string): Promise<PdfWriter> {
    fontBytes ??= { regular: fs.readFileSync(fontFiles.regular), bold: fs.readFileSync(fontFiles.bold) };
    const { PDFDocument } = lib();
    const doc = await PDFDocument.create();
    doc.registerFontkit(require('@pdf-lib/fontkit') as Parameters<PDFDocument['registerFontkit']>[0]);
    doc.setTitle(title);
    doc.setProducer('Caravan');
    doc.setCreationDate(new Date());
    const w = new PdfWriter(
      doc,
      await doc.embedFont(fontBytes.regular, { subset: true }),
      await doc.embedFont(fontBytes.bold, { subset: true }),
      await doc.embedFont(lib().StandardFonts.Courier),
    );
    w.newPage();
    return w;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  heading(text: string, size = 20): void {
    this.ensure(size + 12);
    this.page.drawText(text, { x: MARGIN, y: this.y - size, size, font: this.bold, color: BRAND() });
    this.y -= size + 12;
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean } = {}): void {
    const size = options.size ?? 10;
    for (const line of this.wrap(text, size, A4[0] - 2 * MARGIN, options.bold)) {
      this.ensure(size + 4);
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y - size,
        size,
        font: options.bold ? this.bold : this.font,
        color: options.muted ? MUTED() : rgb(0, 0, 0),
      });
      this.y -= size + 4;
    }
  }

  /** Label/value rows in two columns; empty values are left out. */
  rows(rows: Array<[string, string | number | null | undefined]>): void {
    for (const [label, value] of rows) {
      if (value === null || value === undefined || value === '') continue;
      const lines = this.wrap(String(value), 10, A4[0] - 2 * MARGIN - 160);
      this.ensure(14 * lines.length);
      this.page.drawText(label, { x: MARGIN, y: this.y - 10, size: 10, font: this.bold, color: MUTED() });
      lines.forEach((line, i) =>
        this.page.drawText(line, { x: MARGIN + 160, y: this.y - 10 - i * 14, size: 10, font: this.font }),
      );
      this.y -= 14 * lines.length + 2;
    }
  }

  /** A table with right-aligned numeric columns after the first. */
  table(header: string[], body: string[][], widths: number[]): void {
    const draw = (cells: string[], font: PDFFont) => {
      this.ensure(16);
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const right = i > 0;
        const width = font.widthOfTextAtSize(cell, 10);
        this.page.drawText(cell, { x: right ? x + widths[i] - width : x, y: this.y - 10, size: 10, font });
        x += widths[i];
      });
      this.y -= 16;
    };
    draw(header, this.bold);
    this.rule();
    for (const row of body) draw(row, this.font);
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.5,
      color: MUTED(),
    });
    this.y -= 6;
  }

  space(points = 10): void {
    this.y -= points;
  }

  /** A QR code drawn as vector squares (sharp at any zoom, no image to embed). */
  qr(content: string, size = 140): void {
    const matrix = QRCode.create(content, { errorCorrectionLevel: 'M' }).modules;
    const cell = size / matrix.size;
    this.ensure(size + 10);
    const top = this.y;
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        if (matrix.get(row, col)) {
          this.page.drawRectangle({
            x: MARGIN + col * cell,
            y: top - (row + 1) * cell,
            width: cell,
            height: cell,
            color: rgb(0, 0, 0),
          });
        }
      }
    }
    this.y -= size + 10;
  }

  /** A Code 128 barcode drawn as vector bars, with a quiet zone of ten modules each side. */
  barcode(content: string, height = 70, maxWidth = A4[0] - 2 * MARGIN): void {
    const { bars, modules } = code128Bars(content);
    const module = Math.min(1.5, maxWidth / (modules + 20));
    this.ensure(height + 10);
    for (const [start, width] of bars) {
      this.page.drawRectangle({
        x: MARGIN + (10 + start) * module,
        y: this.y - height,
        width: width * module,
        height,
        color: rgb(0, 0, 0),
      });
    }
    this.y -= height + 10;
  }

  /** A ticket's code as text under its symbol: in Courier when it is plain ASCII, else the body font. */
  code(text: string, size = 12): void {
    this.ensure(size + 8);
    const font = fitsCode128(text) ? this.mono : this.font;
    this.page.drawText(text, { x: MARGIN, y: this.y - size, size, font, color: rgb(0, 0, 0) });
    this.y -= size + 8;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }

  private wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = bold ? this.bold : this.font;
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
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
}
