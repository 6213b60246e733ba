/**
 * The Noto Sans files of the device's proposal PDF, the same the server reads: cut down ahead of
 * time to the scripts the agency prints (scripts/subset-fonts.ts). They are built as separate
 * files fetched the first time a document is made, not carried in the office's code; the
 * service worker precaches them, so a document is made offline as well.
 */
import regularUrl from '@content/fonts/NotoSans-Regular.subset.ttf?url';
import boldUrl from '@content/fonts/NotoSans-Bold.subset.ttf?url';
import type { ProposalFonts } from '@documents/proposalPdf';

async function fontFile(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

let loaded: Promise<ProposalFonts> | null = null;

export function proposalFonts(): Promise<ProposalFonts> {
  loaded ??= Promise.all([fontFile(regularUrl), fontFile(boldUrl)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  // A failed fetch is tried again by the next document, not remembered.
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}
