/**
 * The page layout the agency's PDFs share (proposals, service checklists): US Letter pages with
 * the same margins, Noto Sans set without ligatures, text that flows and wraps from page to
 * page, and a footer with the page count on every page. pdf-lib runs in Node and in the browser
 * alike; the caller brings the font files (api/content/fonts).
 */
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  PageSizes,
  rgb,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';

/** Noto Sans: Latin, Latin Extended, Greek and Cyrillic names print as written. */
export interface PdfFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
export const MARGIN = 56;
/** Content stops here so the footer line has the bottom margin to itself. */
const CONTENT_BOTTOM = MARGIN + 20;
/** The width of the text column. */
export const WIDTH = PAGE_WIDTH - MARGIN * 2;
export const INDENT = 8;
export const INK = colour('#1f2937');
export const MUTED = colour('#6b7280');

export function colour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color: RGB;
  indent?: number;
}

/** Where the first line of a piece of text was drawn: its page and baseline. */
export interface TextPlacement {
  page: PDFPage;
  baseline: number;
}

/** Writes flowing text top to bottom, wrapping lines and starting pages as they fill. */
export class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly supported: Set<number>,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** A sign the font has no glyph for (an emoji) prints as "?" rather than an empty box. */
  clean(value: string): string {
    return Array.from(value.replace(/\t/g, ' ').replace(/\r/g, ''))
      .map((char) => (char === '\n' || this.supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('');
  }

  /**
   * Widths of the words already met, per font and size. Laying out a glyph run (fontkit) is the
   * document's dearest step: measuring each candidate line whole made a long day re-measure every
   * word on its line for each word added, seconds for a long proposal. A line's width is the sum
   * of its words and spaces instead (the fonts are set without ligatures, and Noto Sans has no
   * kerning against a space), each word measured once.
   */
  private readonly widths = new Map<PDFFont, Map<number, Map<string, number>>>();

  private measure(value: string, style: TextStyle): number {
    let bySize = this.widths.get(style.font);
    if (!bySize) this.widths.set(style.font, (bySize = new Map()));
    let known = bySize.get(style.size);
    if (!known) bySize.set(style.size, (known = new Map()));
    let width = known.get(value);
    if (width === undefined) {
      width = style.font.widthOfTextAtSize(value, style.size);
      known.set(value, width);
    }
    return width;
  }

  private wrap(paragraph: string, style: TextStyle): string[] {
    const width = WIDTH - (style.indent ?? 0);
    const space = this.measure(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = this.measure(word, style);
      const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth;
      if (candidateWidth <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidateWidth;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the page (a long link) is cut where it reaches the edge.
      line = '';
      lineWidth = 0;
      for (const char of word) {
        const charWidth = this.measure(char, style);
        if (lineWidth + charWidth > width && line) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += char;
        lineWidth += charWidth;
      }
    }
    lines.push(line);
    return lines;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `points` still fit on this one (a heading with its first lines). */
  keep(points: number) {
    if (this.y - points < CONTENT_BOTTOM) this.newPage();
  }

  /** Returns where the first line went, so a mark (a tick box) can be drawn beside it. */
  text(value: string, style: TextStyle): TextPlacement | null {
    const lineHeight = style.size * 1.35;
    let first: TextPlacement | null = null;
    for (const paragraph of this.clean(value).split('\n')) {
      for (const line of this.wrap(paragraph, style)) {
        if (this.y - lineHeight < CONTENT_BOTTOM) this.newPage();
        this.y -= style.size;
        first ??= { page: this.page, baseline: this.y };
        if (line)
          this.page.drawText(line, {
            x: MARGIN + (style.indent ?? 0),
            y: this.y,
            font: style.font,
            size: style.size,
            color: style.color,
          });
        this.y -= lineHeight - style.size;
      }
    }
    return first;
  }

  space(points: number) {
    this.y -= points;
  }
}

/** One line of at most `width` points, shortened with an ellipsis. */
export function fitted(value: string, font: PDFFont, size: number, width: number): string {
  const line = value.replace(/\s+/g, ' ');
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  let end = line.length;
  while (end > 0 && font.widthOfTextAtSize(`${line.slice(0, end)}\u2026`, size) > width) end--;
  return `${line.slice(0, end)}\u2026`;
}

/**
 * The title as a plain PDF string when it is printable ASCII (what most readers and indexers
 * expect), otherwise UTF-16 so any name survives.
 */
function setTitle(doc: PDFDocument, title: string) {
  doc.setTitle(title);
  if (!/^[ -~]*$/.test(title) || /[()\\]/.test(title)) return;
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(PDFName.of('Title'), PDFString.of(title));
}

/**
 * Letters stay letters: the font's "fi"/"fl" ligatures are drawn as one glyph while the line is
 * measured letter by letter (a gap opens after them), and the text layer loses the pair, so a
 * search for "five" no longer finds it.
 */
const NO_LIGATURES = { liga: false, clig: false };

export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
}

export interface OpenedDocument {
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** Placed at the top of the first page. */
  writer: Writer;
}

/** A new document with its properties set and both fonts embedded, ready to write on. */
export async function openDocument(info: PdfInfo, fonts: PdfFonts): Promise<OpenedDocument> {
  // The font engine is as large as the PDF library: a chunk of its own for the browser, loaded
  // alongside this one when a document is made.
  const [{ default: fontkit }, doc] = await Promise.all([import('@pdf-lib/fontkit'), PDFDocument.create()]);
  doc.registerFontkit(fontkit);
  setTitle(doc, info.title);
  doc.setAuthor(info.author);
  doc.setSubject(info.subject);
  // The font files go in whole: fontkit's subsetting (`subset: true`) of Noto Sans writes outlines
  // that viewers draw blank (the text still extracts, so only a rendered page shows it). The
  // files are subset ahead of time with harfbuzz instead (scripts/subset-fonts.ts), to the
  // scripts the agency prints, so a document stays small.
  const regular = await doc.embedFont(fonts.regular, { subset: false, features: NO_LIGATURES });
  const bold = await doc.embedFont(fonts.bold, { subset: false, features: NO_LIGATURES });
  const writer = new Writer(doc, new Set(regular.getCharacterSet()));
  return { doc, regular, bold, writer };
}

/** The band of the accent colour across the top of the first page. */
export function drawAccentBand(page: PDFPage, accent: RGB) {
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: accent });
}

/** `footer` at the foot of every page, "Page N of M" beside it. */
export function drawFooters(doc: PDFDocument, writer: Writer, font: PDFFont, footer: string) {
  const line = fitted(writer.clean(footer), font, 9, WIDTH - 80);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const style = { font, size: 9, color: MUTED };
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    page.drawText(line, { ...style, x: MARGIN, y: MARGIN - 9 });
    const labelWidth = font.widthOfTextAtSize(pageLabel, style.size);
    page.drawText(pageLabel, { ...style, x: PAGE_WIDTH - MARGIN - labelWidth, y: MARGIN - 9 });
  });
}

/** Without object streams the document's properties stay readable to simple indexers. */
export function saveDocument(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}
