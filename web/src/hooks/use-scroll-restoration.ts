import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How far down each history entry of this tab was scrolled, by react-router's location key. */
const scrollPositions = new Map<string, number>();

/** The element a #fragment names, if any; a malformed escape names none rather than failing the screen. */
function elementForHash(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * A new screen opens at its top (or at the #fragment it names); Back and Forward return to where the
 * page was, once the screen has rendered. After a reload the browser's own restoration stands.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const remember = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = scrollPositions.get(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = elementForHash(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // A new history entry (key) moves the page; its hash and how it was reached come with it.
  }, [key, hash, navigationType]);
}
