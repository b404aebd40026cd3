import { useRef, useState } from 'react';

/**
 * The form a list section opens in a modal: for a new item (null) or one item to edit. Focus goes back
 * to the button that opened it when it closes, and a save is announced by the item's name.
 */
export function useNewOrEditModal<Item>(announce: (message: string) => void) {
  const [editing, setEditing] = useState<{ item: Item | null } | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const open = (item: Item | null, button: HTMLElement | null) => {
    returnFocusRef.current = button;
    setEditing({ item });
  };
  const close = () => setEditing(null);
  const modalProps = {
    onClose: close,
    onSaved: (saved: { name: string }) => {
      close();
      announce(`‘${saved.name}’ is saved.`);
    },
    returnFocusRef,
  };
  return { editing, open, modalProps };
}
