/**
 * The Noto Sans files proposal PDFs are set in, read from their package once and kept: every
 * document embeds the few glyphs it uses from them. The device fetches the same files (see
 * pwa/src/office/proposals/pdf/fonts.ts), so both documents print names alike.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ProposalFonts } from '@contract/proposalPdf.ts';

const require = createRequire(import.meta.url);

const FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

let loaded: Promise<ProposalFonts> | null = null;

export function proposalFonts(): Promise<ProposalFonts> {
  loaded ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(FILES.regular)),
      readFile(require.resolve(FILES.bold)),
    ]);
    return { regular: new Uint8Array(regular), bold: new Uint8Array(bold) };
  })();
  // A failed read (a broken install) is tried again by the next document, not remembered.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
