/**
 * The text a PDF shows, read back with pdf-lib for the proposal document tests: each string a
 * page draws becomes one line, in drawing order. An embedded font draws glyph numbers, so they
 * are turned back into text through the font's ToUnicode map, as a PDF reader's copy does.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
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

export function pageLines(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const source = streams.map((ref) => streamText(page.doc.context.lookup(ref as never))).join('\n');
  const maps = fontMaps(page);
  let font = new Map<string, string>();
  const lines: string[] = [];
  for (const [, name, hex] of source.matchAll(/\/([^\s/<[(]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (name !== undefined) {
      font = maps.get(name) ?? new Map();
      continue;
    }
    const codes = hex.match(/.{4}/g) ?? [];
    lines.push(codes.map((code) => font.get(code.toLowerCase()) ?? '\ufffd').join(''));
  }
  return lines;
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
