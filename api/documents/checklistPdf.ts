/**
 * A service checklist (api/content/checklists.ts) as the agency's branded PDF: the accent band
 * and name the proposals carry, the title with the agency's phone and e-mail, then documents,
 * packing and the timeline as boxes to tick, local notes, contacts, and a footer on every page.
 * The layout is the proposals' own (./pdfLayout.ts), set in the same Noto Sans files.
 */
import type { RGB } from 'pdf-lib';
import { brand } from '@contract/brand.ts';
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
  type TextPlacement,
  type TextStyle,
} from './pdfLayout.ts';
import {
  checklistClosing,
  checklistContacts,
  checklistHeadings,
  type ChecklistGuide,
} from '@content/checklists.ts';

const BOX = 9;
/** Item text starts right of its tick box (or bullet), and wrapped lines align under it. */
const ITEM_INDENT = INDENT + BOX + 8;
const SEPARATOR = '   |   ';

export async function renderChecklistPdf(guide: ChecklistGuide, fonts: PdfFonts): Promise<Uint8Array> {
  const { doc, regular, bold, writer } = await openDocument(
    { title: `${brand.name} ${guide.title}`, author: brand.name, subject: 'Travel checklist' },
    fonts,
  );
  const accent = colour(brand.accentColor);
  const body: TextStyle = { font: regular, size: 11, color: INK };

  const heading = (text: string) => {
    writer.space(14);
    // A heading never ends a page alone: it keeps room for itself and two lines under it.
    writer.keep(60);
    writer.text(text, { font: bold, size: 14, color: accent });
    writer.space(4);
  };
  const tick = (items: readonly string[]) => {
    for (const item of items) {
      writer.space(2);
      drawBox(writer.text(item, { ...body, indent: ITEM_INDENT }), accent);
    }
  };

  drawAccentBand(writer.page, accent);
  writer.text(brand.name, { font: bold, size: 16, color: accent });
  writer.space(24);
  writer.text(guide.title, { font: bold, size: 24, color: INK });
  writer.space(4);
  writer.text([brand.phone, brand.email].join(SEPARATOR), { ...body, color: MUTED });
  writer.space(10);
  writer.text(guide.intro, body);

  heading(checklistHeadings.documents);
  tick(guide.documents);
  heading(checklistHeadings.packing);
  tick(guide.packing);
  heading(checklistHeadings.timeline);
  guide.timeline.forEach((step, index) => {
    if (index > 0) writer.space(8);
    writer.keep(40);
    writer.text(step.when, { ...body, font: bold });
    tick(step.tasks);
  });
  heading(checklistHeadings.goodToKnow);
  for (const note of guide.goodToKnow) {
    writer.space(2);
    drawDot(writer.text(note, { ...body, indent: ITEM_INDENT }), accent);
  }
  heading(checklistHeadings.contact);
  for (const line of checklistContacts) writer.text(line, body);
  writer.space(14);
  writer.text(checklistClosing, { ...body, size: 10, color: MUTED });

  drawFooters(doc, writer, regular, [brand.legalName, brand.phone, brand.email].join(' | '));
  return saveDocument(doc);
}

/** An empty square beside the first line of an item, for a pen. */
function drawBox(placed: TextPlacement | null, accent: RGB) {
  if (!placed) return;
  placed.page.drawRectangle({
    x: MARGIN + INDENT,
    y: placed.baseline - 1,
    width: BOX,
    height: BOX,
    borderColor: accent,
    borderWidth: 1,
  });
}

/** A bullet beside the first line of a note, so wrapped lines align under its text. */
function drawDot(placed: TextPlacement | null, accent: RGB) {
  if (!placed) return;
  placed.page.drawCircle({ x: MARGIN + INDENT + BOX / 2, y: placed.baseline + 3.5, size: 2, color: accent });
}
