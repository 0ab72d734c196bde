/** The button that opens a popup (a menu or a listbox): one home for its ARIA wiring and its toggle. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

type Native = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-haspopup' | 'aria-expanded'
>;

/** Props: the popup's kind, whether it is open and how to toggle it, plus any button attribute. */
export interface PopupTriggerProps extends Native {
  popup: 'menu' | 'listbox';
  open: boolean;
  onToggle: () => void;
  testId?: string;
  children: ReactNode;
}

/** A button that says what it opens and whether it is open, and toggles it on click. */
export function PopupTrigger({ popup, open, onToggle, testId, children, ...rest }: PopupTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup={popup}
      aria-expanded={open}
      data-testid={testId}
      onClick={onToggle}
      {...rest}
    >
      {children}
    </button>
  );
}
