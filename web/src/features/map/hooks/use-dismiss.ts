import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * For a non-modal panel (a disclosure): Escape or a press outside `containerRef` closes it. Escape puts
 * focus back on `returnFocusRef` (the button that opened it), so keyboard users continue from there.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  { onDismiss, returnFocusRef }: { onDismiss: () => void; returnFocusRef: RefObject<HTMLElement | null> },
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dismiss();
      returnFocusRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (!target) return;
      if (containerRef.current?.contains(target) || returnFocusRef.current?.contains(target)) return;
      dismiss();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, containerRef, returnFocusRef]);
}
