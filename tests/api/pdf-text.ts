import { inflateSync } from 'node:zlib';

/**
 * The strings a PDF shows in a standard (non-embedded) font, read from its page content streams: pdf-lib
 * writes such text as hex strings drawn with Tj. Text in an embedded subset font is glyph ids, not
 * characters (two bytes each, mostly unprintable, and dropped here), so what comes back is what the
 * tickets print in Courier: the codes.
 */
export function pdfStandardFontTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const raw = pdf.toString('latin1');
  const streamRe = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = streamRe.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      body = raw.slice(start, end);
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      const text = Buffer.from(t[1], 'hex').toString('latin1');
      // An embedded font's glyph ids are two bytes each, mostly unprintable; a standard font's are text.
      if (/^[\x20-\x7e]+$/.test(text)) texts.push(text);
    }
    streamRe.lastIndex = end + 'endstream'.length;
  }
  return texts;
}
