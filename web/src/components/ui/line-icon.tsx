import type { SVGProps } from 'react';

type LineIconProps = Omit<SVGProps<SVGSVGElement>, 'width' | 'height' | 'viewBox'> & {
  /** Width and height in pixels; the drawing is on a 24-unit grid. */
  size: number;
};

/** A line drawing beside or instead of a button's words, in the text's colour; screen readers skip it. */
export function LineIcon({ size, strokeWidth = 2.2, children, ...props }: LineIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      {...props}
    >
      {children}
    </svg>
  );
}
