import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, dismissToast, subscribeToasts, type ToastKind } from '../../lib/toasts';
import { Icon, type IconName } from './icon';
import './ui.css';

const ICONS: Record<ToastKind, IconName> = { info: 'info', error: 'error', warning: 'warning', success: 'success' };

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <section className="toaster" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <Icon name={ICONS[toast.kind]} className="toast__icon" />
          <p className="toast__message">{toast.message}</p>
          <button type="button" className="icon-btn toast__close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  );
}
