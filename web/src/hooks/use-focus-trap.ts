import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** A group of radio buttons is one tab stop: its checked radio, or its first while none is checked. */
function isTabStop(element: HTMLElement, all: readonly HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || element.checked) return true;
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  );
  return !group.some((radio) => radio.checked) && group[0] === element;
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden]'),
  );
  return all.filter((element) => isTabStop(element, all));
}

/**
 * While `active`, keeps keyboard focus inside `containerRef` (a modal dialog), closes on Escape and,
 * when it ends, puts focus back on `returnFocusRef` so keyboard users continue where they were.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  { onEscape, returnFocusRef }: { onEscape: () => void; returnFocusRef: RefObject<HTMLElement | null> },
): void {
  const escape = useEffectEvent(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    focusableIn(container)[0]?.focus();

    function onKeyDown(event: KeyboardEvent) {
      // A dialog opened over this one (the upgrade modal over a view's panel) handles its own keys.
      const focused = document.activeElement;
      if (container && focused && !container.contains(focused) && focused.closest('[aria-modal="true"]')) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    const returnTo = returnFocusRef.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      returnTo?.focus();
    };
  }, [active, containerRef, returnFocusRef]);
}
