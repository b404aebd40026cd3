/**
 * An arrow pointing where the wind blows to, drawn in SVG and rotated in CSS: no image request, sharp at
 * any size. Decorative: the tile says the direction in words beside it.
 */
export function WindArrow({ towardsDeg }: { towardsDeg: number }) {
  return (
    <svg
      className="wind-arrow"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      style={{ transform: `rotate(${towardsDeg}deg)` }}
    >
      <path d="M12 2 L19 13 H14 V22 H10 V13 H5 Z" fill="currentColor" />
    </svg>
  );
}
