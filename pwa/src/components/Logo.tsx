/**
 * The mark: a sun over a bridge arc above the sea, the island-to-Florida link in one glyph.
 * Kept in sync by hand with public/favicon.svg (the icon PNGs are rendered from that file).
 */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0e7490" />
      <circle cx="32" cy="27" r="10" fill="#fbbf24" />
      <path d="M7 45 Q32 17 57 45" fill="none" stroke="#ffffff" strokeWidth="4.5" strokeLinecap="round" />
      <path
        d="M6 52 q6.5 -5 13 0 t13 0 t13 0 t13 0"
        fill="none"
        stroke="#a5f3fc"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
