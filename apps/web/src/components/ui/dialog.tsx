import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon';
import './ui.css';

interface DialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly onClose?: () => void;
  /** Label of the close button; without it the dialog cannot be dismissed and must be answered. */
  readonly closeLabel?: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly size?: 'sm' | 'md';
  readonly className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element, which traps focus, restores it on close and
 * hides the page from assistive technology while open.
 */
export function Dialog({ open, title, onClose, closeLabel, children, footer, size = 'md', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Before the browser paints, as the DOM changes: a closed dialog must stop making the page inert
  // at once, not a frame later when effects run.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && closeLabel) onClose?.();
      }}
    >
      {open && (
        // Plain blocks, not <header>/<footer>: inside a dialog those would read as the page's banner and footer landmarks.
        <div className="dialog__panel">
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className="icon-btn dialog__close" aria-label={closeLabel} onClick={onClose}>
                <Icon name="close" />
              </button>
            )}
          </div>
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
