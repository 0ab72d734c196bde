/** The generic dialog: Escape, mask click and close button close it; page scroll is locked; focus stays inside. */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { trapTab } from './focus-trap';
import { lockPageScroll } from './scroll-lock';
import styles from './Modal.module.css';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Clicking the dark mask closes the dialog (default true). */
  closeOnMask?: boolean;
}

// Open dialogs, innermost last: only the top one answers Escape and Tab.
const stack: string[] = [];

/** A modal dialog rendered into document.body. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnMask = true,
}: ModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockPageScroll();
    stack.push(id);
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id || !panel) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(id), 1);
      release();
      // Give focus back to whatever opened the dialog.
      if (previous?.isConnected) previous.focus();
    };
  }, [open, id]);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.mask}
      data-testid="modal-mask"
      onMouseDown={(e) => {
        if (closeOnMask && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <Icon name="close" size={18} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.foot}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
