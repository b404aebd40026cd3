import type { ComponentProps } from 'react';

type DisclosureButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  open: boolean;
  /** The id of the part of the page the button shows and hides. */
  controls: string | undefined;
};

/** A button that shows and hides a part of the page; screen readers hear whether that part is open. */
export function DisclosureButton({ open, controls, ...props }: DisclosureButtonProps) {
  return <button type="button" aria-expanded={open} aria-controls={controls} {...props} />;
}
