import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading whose level depends on where the view is shown: a page of its own, or the panel over the map. */
export function Heading({ level, ...props }: { level: HeadingLevel } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
