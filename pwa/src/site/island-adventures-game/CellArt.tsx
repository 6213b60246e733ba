/**
 * The drawings on the board. Each state has its own shape (a chest, a dug hole, untouched sand)
 * so it reads without colour; the words live in the cell's text for screen readers, so the
 * drawings are hidden from them. Drawn inline: no font or image request, nothing to shift.
 */

export function TreasureChest({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {/* Open lid, tipped back behind the coins */}
      <path d="M8 20 L11 8 Q24 2 37 8 L40 20 Z" fill="#9a3412" stroke="#431407" strokeWidth="1.5" />
      <path d="M12 17 L14 10 Q24 6 34 10 L36 17 Z" fill="#7c2d12" />
      {/* Coins heaped at the rim */}
      <circle cx="16.5" cy="18" r="4.5" fill="#facc15" stroke="#a16207" strokeWidth="1.2" />
      <circle cx="31.5" cy="18" r="4.5" fill="#facc15" stroke="#a16207" strokeWidth="1.2" />
      <circle cx="24" cy="16" r="4.5" fill="#fde047" stroke="#a16207" strokeWidth="1.2" />
      {/* Chest */}
      <rect x="7" y="19" width="34" height="21" rx="3" fill="#b45309" stroke="#431407" strokeWidth="1.5" />
      <rect x="7" y="19" width="34" height="5" fill="#f59e0b" stroke="#431407" strokeWidth="1.5" />
      <rect x="13" y="19" width="4" height="21" fill="#f59e0b" />
      <rect x="31" y="19" width="4" height="21" fill="#f59e0b" />
      <rect x="20.5" y="25" width="7" height="8" rx="1.5" fill="#fde68a" stroke="#431407" strokeWidth="1.3" />
      <circle cx="24" cy="28.5" r="1.3" fill="#431407" />
    </svg>
  );
}

export function DugHole({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      {/* Sand thrown up around the hole */}
      <path d="M6 30 Q10 22 17 24 Q24 19 31 24 Q38 22 42 30 Z" fill="#d6b26f" />
      <ellipse cx="24" cy="31" rx="15" ry="7.5" fill="#92400e" opacity="0.55" />
      <ellipse cx="24" cy="32" rx="10" ry="4.5" fill="#451a03" opacity="0.7" />
      {/* A cross for "nothing here", a shape rather than a colour */}
      <path
        d="M19 10 L29 20 M29 10 L19 20"
        stroke="#7c2d12"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** Untouched sand: a few ripples, so the unsearched cells look like ground to dig. */
export function SandRipples({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M10 20 q4 -3 8 0 t8 0 M22 30 q4 -3 8 0 t8 0"
        stroke="#c79a4b"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
        opacity="0.75"
      />
    </svg>
  );
}
