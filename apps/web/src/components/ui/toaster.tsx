import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts, type ToastKind } from '../../lib/toasts';
import { Icon, type IconName } from './icon';
import './ui.css';
import { useTranslation } from '../../lib/i18n';

const ICONS: Record<ToastKind, IconName> = { info: 'info', error: 'error', warning: 'warning', success: 'success' };

/**
 * The toasts, in the browser's top layer: an open modal dialog sits there too, above the rest of
 * the page, so the toaster is shown again as a popover whenever a toast arrives, which puts it
 * above every dialog and its backdrop, where a refusal can be read.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const toaster = ref.current;
    if (!toaster?.showPopover) return;
    if (toaster.matches(':popover-open')) toaster.hidePopover();
    if (toasts.length > 0) toaster.showPopover();
  }, [toasts]);

  return (
    <section ref={ref} popover="manual" className="toaster" aria-label={t('toast.region')}>
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
