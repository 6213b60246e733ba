/**
 * A proposal document (see proposalDocument.ts) drawn as a PDF. The server and the device both
 * call this, with the same Noto Sans files, so a proposal reads the same wherever it is made;
 * pdf-lib runs in Node and in the browser alike. The caller brings the font files (api/content/fonts):
 * the server reads them from disk, the device fetches them only when a document is made.
 */
import {
  JpegEmbedder,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFString,
  PageSizes,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import type { ProposalDocument } from './proposalDocument.ts';
import { MAX_LOGO_PIXELS, soundPng, type ProposalLogo } from './proposalLogo.ts';

/** Noto Sans: Latin, Latin Extended, Greek and Cyrillic names print as written. */
export interface ProposalFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 56;
/** Content stops here so the footer line has the bottom margin to itself. */
const CONTENT_BOTTOM = MARGIN + 20;
const WIDTH = PAGE_WIDTH - MARGIN * 2;
const INDENT = 8;
const INK = colour('#1f2937');
const MUTED = colour('#6b7280');

function colour(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

interface Style {
  font: PDFFont;
  size: number;
  color: RGB;
  indent?: number;
}

/** Writes flowing text top to bottom, wrapping lines and starting pages as they fill. */
class Writer {
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

  private wrap(paragraph: string, style: Style): string[] {
    const width = WIDTH - (style.indent ?? 0);
    const fits = (candidate: string) => style.font.widthOfTextAtSize(candidate, style.size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than the page (a long link) is cut where it reaches the edge.
      line = '';
      for (const char of word) {
        if (!fits(line + char) && line) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
    return lines;
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  text(value: string, style: Style) {
    const lineHeight = style.size * 1.35;
    for (const paragraph of this.clean(value).split('\n')) {
      for (const line of this.wrap(paragraph, style)) {
        if (this.y - lineHeight < CONTENT_BOTTOM) this.newPage();
        this.y -= style.size;
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
  }

  space(points: number) {
    this.y -= points;
  }
}

/** One line of at most `width` points, shortened with an ellipsis. */
function fitted(value: string, font: PDFFont, size: number, width: number): string {
  const line = value.replace(/\s+/g, ' ');
  if (font.widthOfTextAtSize(line, size) <= width) return line;
  let end = line.length;
  while (end > 0 && font.widthOfTextAtSize(`${line.slice(0, end)}\u2026`, size) > width) end--;
  return `${line.slice(0, end)}\u2026`;
}

/**
 * The logo embedded, or null when it cannot be drawn; a broken image must not cost the agent
 * the document, so every failure here is the agency's name in its place. Each file is checked
 * before it is embedded, so a refused one leaves nothing behind in the document.
 */
async function embedLogo(doc: PDFDocument, logo: ProposalLogo | null): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    if (logo.format === 'png') return (await soundPng(logo.bytes)) ? await doc.embedPng(logo.bytes) : null;
    if (logo.bytes[0] !== 0xff || logo.bytes[1] !== 0xd8) return null;
    const { width, height } = await JpegEmbedder.for(logo.bytes);
    if (!(width > 0 && height > 0 && width * height <= MAX_LOGO_PIXELS)) return null;
    return await doc.embedJpg(logo.bytes);
  } catch {
    return null;
  }
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

export async function renderProposalDocument(
  document: ProposalDocument,
  fonts: ProposalFonts,
): Promise<Uint8Array> {
  // The font engine is as large as the PDF library: a chunk of its own for the browser, loaded
  // alongside this one when a document is made.
  const [{ default: fontkit }, doc] = await Promise.all([import('@pdf-lib/fontkit'), PDFDocument.create()]);
  doc.registerFontkit(fontkit);
  setTitle(doc, document.info.title);
  doc.setAuthor(document.info.author);
  doc.setSubject(document.info.subject);
  // The font files go in whole: fontkit's subsetting (`subset: true`) of Noto Sans writes outlines
  // that viewers draw blank (the text still extracts, so only a rendered page shows it). The
  // files are subset ahead of time with harfbuzz instead (scripts/subset-fonts.ts), to the
  // scripts the agency prints, so a document stays small.
  const regular = await doc.embedFont(fonts.regular, { subset: false, features: NO_LIGATURES });
  const bold = await doc.embedFont(fonts.bold, { subset: false, features: NO_LIGATURES });
  const accent = colour(document.accentColor);
  const writer = new Writer(doc, new Set(regular.getCharacterSet()));

  const body: Style = { font: regular, size: 11, color: INK };

  writer.page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 8, width: PAGE_WIDTH, height: 8, color: accent });
  const logo = await embedLogo(doc, document.logo);
  if (logo) {
    const { width, height } = logo.scaleToFit(160, 48);
    writer.page.drawImage(logo, { x: MARGIN, y: writer.y - height + 20, width, height });
    writer.space(height);
  } else {
    writer.text(document.agencyName, { font: bold, size: 16, color: accent });
  }
  writer.space(24);

  writer.text(document.title, { font: bold, size: 24, color: INK });
  writer.space(4);
  if (document.facts) writer.text(document.facts, { ...body, color: MUTED });

  for (const block of document.blocks) {
    switch (block.kind) {
      case 'heading':
        writer.space(14);
        writer.text(block.text, { font: bold, size: 14, color: accent });
        writer.space(4);
        break;
      case 'text':
        writer.text(block.text, {
          ...body,
          font: block.bold ? bold : regular,
          size: block.small ? 10 : body.size,
          indent: block.indent ? INDENT : 0,
        });
        break;
      case 'bullets':
        for (const item of block.items) writer.text(`\u2022  ${item}`, { ...body, indent: INDENT });
        break;
      case 'gap':
        writer.space(4);
        break;
      case 'highlight':
        writer.space(8);
        writer.text(block.text, { font: bold, size: 14, color: accent });
        break;
    }
  }
  writer.space(14);
  writer.text(document.validity, { ...body, size: 10, color: MUTED });

  const footer = fitted(writer.clean(document.footer), regular, 9, WIDTH - 80);
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const style = { font: regular, size: 9, color: MUTED };
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    page.drawText(footer, { ...style, x: MARGIN, y: MARGIN - 9 });
    const labelWidth = regular.widthOfTextAtSize(pageLabel, style.size);
    page.drawText(pageLabel, { ...style, x: PAGE_WIDTH - MARGIN - labelWidth, y: MARGIN - 9 });
  });
  // Without object streams the document's properties stay readable to simple indexers.
  return doc.save({ useObjectStreams: false });
}
