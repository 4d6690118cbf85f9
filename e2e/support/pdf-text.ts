import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';

// The text a PDF shows, read back the way a reader's copy would: our documents embed DejaVu subsets,
// whose glyph ids map to characters through each font's ToUnicode table. Enough for pdf-lib's output
// (hex glyph strings shown with Tj); not a general PDF parser.

const streamText = (stream: unknown): string =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

const hexToCodes = (hex: string, width: number): number[] => {
  const codes: number[] = [];
  for (let i = 0; i + width <= hex.length; i += width)
    codes.push(Number.parseInt(hex.slice(i, i + width), 16));
  return codes;
};

const unicodeOf = (hex: string) => String.fromCodePoint(...hexToCodes(hex, 4));

/** ToUnicode CMap → glyph id to text (bfchar and bfrange entries). */
function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(m[1], 16), unicodeOf(m[2]));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const [lo, hi, start] = [
        Number.parseInt(m[1], 16),
        Number.parseInt(m[2], 16),
        Number.parseInt(m[3], 16),
      ];
      for (let c = lo; c <= hi; c++) map.set(c, String.fromCodePoint(start + c - lo));
    }
  return map;
}

/** Every text line of every page, in drawing order. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      fonts.set(name.asString(), cmapOf(streamText(font.lookup(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    let font = new Map<number, string>();
    for (const stream of streams) {
      const ops = streamText(stream);
      for (const m of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (m[1]) font = fonts.get(m[1]) ?? font;
        else
          lines.push(
            hexToCodes(m[2], 4)
              .map((c) => font.get(c) ?? '')
              .join(''),
          );
      }
    }
  }
  return lines.join('\n');
}
