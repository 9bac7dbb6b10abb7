import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import './ui.css';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** What will happen, in numbers. */
  readonly children: ReactNode;
  readonly confirmLabel: ReactNode;
  /** `remember`: the member ticked "don't ask again". */
  readonly onConfirm: (remember: boolean) => void;
  readonly onCancel: () => void;
  readonly busy?: boolean;
  readonly confirmDisabled?: boolean;
  readonly size?: 'sm' | 'md';
}

/**
 * The one question every irreversible action asks (selling, forging, staking, exponent purchases,
 * retrievals): what will happen, cancel or confirm, and "don't ask again" for this action.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, confirmDisabled = false, size = 'sm' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [remember, setRemember] = useState(false);
  return (
    <Dialog
      open={open}
      size={size}
      title={title}
      closeLabel={t('confirm.close')}
      onClose={onCancel}
      className="confirm-dialog"
      footer={
        <>
          <label className="confirm-dialog__remember">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} data-testid="confirm-remember" />
            {t('confirm.dontAsk')}
          </label>
          <Button variant="secondary" onClick={onCancel} data-testid="confirm-cancel">
            {t('confirm.cancel')}
          </Button>
          <Button onClick={() => onConfirm(remember)} disabled={busy || confirmDisabled} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
