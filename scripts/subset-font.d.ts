/** The options of subset-font (harfbuzz's hb-subset in WebAssembly) that scripts/subset-fonts.ts uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    /** OpenType layout features kept in GSUB/GPOS; all of them when left out. */
    keepFeatures?: string[];
    /** Drops the hinting instructions. */
    noHinting?: boolean;
    /** Table tags left out of the subset. */
    dropTables?: string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Uint8Array>;
}
