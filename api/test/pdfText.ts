/**
 * The text a PDF shows, read back with pdf-lib for the proposal document tests: each string a
 * page draws becomes one line, in drawing order. An embedded font draws glyph numbers, so they
 * are turned back into text through the font's ToUnicode map, as a PDF reader's copy does.
 * glyphsDrawn names the embedded font program each glyph is drawn from, to check its outline.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';

const latin1 = new TextDecoder('latin1');

function streamText(stream: unknown): string {
  return stream instanceof PDFRawStream ? latin1.decode(decodePDFRawStream(stream).decode()) : '';
}

/** Two-byte glyph codes and the text each stands for, from a ToUnicode CMap. */
function toUnicode(cmap: string): Map<string, string> {
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  const map = new Map<string, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(code.toLowerCase(), utf16(text));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, text] of block.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const first = Number.parseInt(from, 16);
      const start = Number.parseInt(text, 16);
      for (let code = first; code <= Number.parseInt(to, 16); code++)
        map.set(code.toString(16).padStart(from.length, '0'), String.fromCharCode(start + code - first));
    }
  return map;
}

/** The page's fonts by resource name: how to read the codes each one draws. */
function fontMaps(page: PDFPage): Map<string, Map<string, string>> {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const cmap = font.get(PDFName.of('ToUnicode'));
    maps.set(name.asString().slice(1), toUnicode(streamText(cmap && page.doc.context.lookup(cmap))));
  }
  return maps;
}

/** Each string the page draws, in drawing order: the font's resource name and its glyph codes. */
function shows(page: PDFPage): { font: string; codes: string[] }[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = streams.map((ref) => streamText(page.doc.context.lookup(ref as never))).join('\n');
  let font = '';
  const drawn: { font: string; codes: string[] }[] = [];
  for (const [, name, hex] of source.matchAll(/\/([^\s/<[(]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (name !== undefined) font = name;
    else drawn.push({ font, codes: hex.match(/.{4}/g) ?? [] });
  }
  return drawn;
}

export function pageLines(page: PDFPage): string[] {
  const maps = fontMaps(page);
  return shows(page).map(({ font, codes }) => {
    const map = maps.get(font) ?? new Map<string, string>();
    return codes.map((code) => map.get(code.toLowerCase()) ?? '\ufffd').join('');
  });
}

/** The TrueType program embedded for each of the page's fonts, by resource name. */
function fontPrograms(page: PDFPage): Map<string, Uint8Array> {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const programs = new Map<string, Uint8Array>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = page.doc.context.lookup(ref, PDFDict);
    const descendant = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray)?.lookup(0, PDFDict);
    const file = descendant
      ?.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict)
      ?.lookupMaybe(PDFName.of('FontFile2'), PDFStream);
    if (file instanceof PDFRawStream)
      programs.set(name.asString().slice(1), decodePDFRawStream(file).decode());
  }
  return programs;
}

/**
 * Every glyph the page draws: the text it stands for, its number and the font program it is
 * drawn from (Identity-H: the code is the glyph number), to check what a viewer would draw.
 */
export function glyphsDrawn(page: PDFPage): { text: string; glyph: number; program: Uint8Array }[] {
  const maps = fontMaps(page);
  const programs = fontPrograms(page);
  return shows(page).flatMap(({ font, codes }) => {
    const program = programs.get(font);
    if (!program) throw new Error(`The font ${font} embeds no TrueType program`);
    return codes.map((code) => ({
      text: maps.get(font)?.get(code.toLowerCase()) ?? '\ufffd',
      glyph: Number.parseInt(code, 16),
      program,
    }));
  });
}

export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const pages = doc.getPages();
  return { doc, pages, lines: pages.flatMap(pageLines) };
}

/** Image XObjects drawn on a page. */
export function imagesOn(page: PDFPage): number {
  return page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)?.keys().length ?? 0;
}
