/**
 * The Noto Sans files proposal PDFs are set in, read once and kept: each document embeds them
 * whole. They are cut down ahead of time to the scripts the agency prints (scripts/subset-fonts.ts)
 * and committed with the site's content. The device fetches the same files (see
 * pwa/src/office/proposals/pdf/fonts.ts), so both documents print names alike.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProposalFonts } from './proposalPdf.ts';

const FONTS_DIR = path.resolve(import.meta.dirname, '..', 'content', 'fonts');

const FILES = {
  regular: path.join(FONTS_DIR, 'NotoSans-Regular.subset.ttf'),
  bold: path.join(FONTS_DIR, 'NotoSans-Bold.subset.ttf'),
} as const;

let loaded: Promise<ProposalFonts> | null = null;

export function proposalFonts(): Promise<ProposalFonts> {
  loaded ??= (async () => {
    const [regular, bold] = await Promise.all([readFile(FILES.regular), readFile(FILES.bold)]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  // A failed read (a missing file) is tried again by the next document, not remembered.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
