import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { useMemberInfo } from '../../../lib/member-info';
import { useLogout } from '../api/logout';
import { useSession } from '../hooks/use-session';
import type { LoginMode } from './login-dialog';
import { LoginDialog } from './login-dialog-on-demand';
import './account.css';
import { useTranslation } from '../../../lib/i18n';

interface DialogState {
  readonly mode: LoginMode;
  readonly register: boolean;
}

/**
 * The header's account corner: sign-in and sign-up for visitors, a menu for members (with `extra`
 * entries the header moves into it on phones, and `badge`, a dot while those hold news).
 */
export function AccountMenu({ compact, extra, badge = false }: { compact: boolean; extra?: ReactNode; badge?: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [dialog, setDialog] = useState<DialogState | null>(null);

  return (
    <div className="account-menu">
      {user ? (
        <MemberMenu stored={user} extra={extra} badge={badge} />
      ) : (
        <>
          {!compact && (
            <Button variant="secondary" size="sm" onClick={() => setDialog({ mode: 'password', register: false })}>
              {t('shell.login')}
            </Button>
          )}
          <Button size="sm" onClick={() => setDialog(compact ? { mode: 'password', register: false } : { mode: 'sms', register: true })}>
            {compact ? t('shell.login') : t('shell.register')}
          </Button>
        </>
      )}
      <LoginDialog
        open={dialog !== null}
        initialMode={dialog?.mode ?? 'password'}
        register={dialog?.register ?? false}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

function MemberMenu({ stored, extra, badge }: { stored: SessionUser; extra: ReactNode; badge: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const info = useMemberInfo();
  const signOut = useLogout();
  const name = info.data?.nickname || stored.nickname || stored.mobile || stored.userId;
  const avatar = info.data ? info.data.avatar : (stored.avatar ?? null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  function logout(): void {
    setOpen(false);
    signOut.mutate(undefined, { onSettled: () => showToast('info', t('shell.loggedOut')) });
  }

  return (
    <div className="member-menu" ref={ref}>
      {/* Named by what it shows, the member's name, and then what it is: a name of its own would hide the one on screen. */}
      <button type="button" className="member-menu__trigger" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((shown) => !shown)}>
        {avatar ? (
          <img className="member-menu__avatar" src={avatar} alt="" />
        ) : (
          <span className="member-menu__avatar member-menu__avatar--blank" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="member-menu__name">{name}</span>
        <span className="visually-hidden">{t('shell.account')}</span>
        <Icon name="chevronDown" size={16} />
        {badge && <span className="member-menu__badge" role="img" data-testid="menu-badge" aria-label={t('shell.accountNews')} />}
      </button>
      {open && (
        // Choosing an entry (a page, a dialog) closes the menu, so it never covers what opens next; the language picker stays open while used.
        <ul className="member-menu__list" onClick={(event) => !(event.target as Element).closest('.member-menu__language') && setOpen(false)}>
          <li>
            <Link to="/user" onClick={() => setOpen(false)}>
              <Icon name="user" size={18} />
              {t('screens.user.title')}
            </Link>
          </li>
          <li>
            <Link to="/bag" onClick={() => setOpen(false)}>
              <Icon name="backpack" size={18} />
              {t('screens.bag.title')}
            </Link>
          </li>
          <li>
            <Link to="/recharge" onClick={() => setOpen(false)}>
              <Icon name="wallet" size={18} />
              {t('screens.recharge.title')}
            </Link>
          </li>
          {extra}
          <li>
            <button type="button" onClick={logout}>
              <Icon name="logout" size={18} />
              {t('shell.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
