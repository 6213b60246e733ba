/**
 * A proposal document (see proposalDocument.ts) drawn as a PDF. The server and the device both
 * call this, with the same Noto Sans files, so a proposal reads the same wherever it is made;
 * pdf-lib runs in Node and in the browser alike. The caller brings the font files (api/content/fonts):
 * the server reads them from disk, the device fetches them only when a document is made.
 */
import { JpegEmbedder, type PDFDocument, type PDFImage } from 'pdf-lib';
import {
  INDENT,
  INK,
  MARGIN,
  MUTED,
  colour,
  drawAccentBand,
  drawFooters,
  openDocument,
  saveDocument,
  type PdfFonts,
  type TextStyle,
} from './pdfLayout.ts';
import type { ProposalDocument } from '../contract/proposalDocument.ts';
import { MAX_LOGO_PIXELS, soundPng, type ProposalLogo } from '../contract/proposalLogo.ts';

/** Noto Sans: Latin, Latin Extended, Greek and Cyrillic names print as written. */
export type ProposalFonts = PdfFonts;

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

export async function renderProposalDocument(
  document: ProposalDocument,
  fonts: ProposalFonts,
): Promise<Uint8Array> {
  const { doc, regular, bold, writer } = await openDocument(document.info, fonts);
  const accent = colour(document.accentColor);

  const body: TextStyle = { font: regular, size: 11, color: INK };

  drawAccentBand(writer.page, accent);
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

  drawFooters(doc, writer, regular, document.footer);
  return saveDocument(doc);
}
