import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element in whole CSS pixels, kept up to date as it resizes (a phone turned, a window
 * dragged); null until first measured, which ResizeObserver does before the first paint.
 */
export function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
