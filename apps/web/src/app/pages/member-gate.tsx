import { useState, type ReactNode } from 'react';
import type { MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Icon } from '../../components/ui/icon';
// A member-only page opens with the sign-in dialog: it comes with the page, not after it.
import { LoginDialog, type LoginMode } from '../../features/account/components/login-dialog';
import { useSession } from '../../features/account/hooks/use-session';
import { useMemberInfo } from '../../lib/member-info';
import { PageLoading } from '../../components/ui/page-loading';
import './profile-pages.css';
import { errorMessage, useLocale, useTranslation } from '../../lib/i18n';

interface DialogState {
  readonly mode: LoginMode;
  readonly register: boolean;
}

/** Shows its page to members; a visitor is asked to log in or register first, with the login dialog open. */
export function MemberGate({ children }: { children: (member: MemberUser) => ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = useSession();
  const member = useMemberInfo();

  if (!token) return <VisitorGate />;
  if (member.data) return <>{children(member.data)}</>;
  if (member.isError) {
    return (
      <div className="container pp-gate">
        <EmptyState
          icon="warning"
          title={errorMessage('DATA_ABNORMAL', locale)}
          action={
            <Button variant="secondary" onClick={() => void member.refetch()}>
              <Icon name="refresh" size={16} />
              {t('profile.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return <PageLoading />;
}

/** Mounted whenever nobody is signed in: the login dialog opens afresh, saying why. */
function VisitorGate() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dialog, setDialog] = useState<DialogState | null>({ mode: 'password', register: false });

  return (
    <div className="container pp-gate">
      <div className="pp-gate__card">
        <span className="pp-gate__icon">
          <Icon name="lock" size={34} />
        </span>
        <h1 className="pp-gate__title">{errorMessage('LOGIN_REQUIRED', locale)}</h1>
        <p className="pp-gate__text">{t('profile.gateText')}</p>
        <div className="pp-gate__actions">
          <Button size="lg" onClick={() => setDialog({ mode: 'password', register: false })}>
            {t('shell.login')}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => setDialog({ mode: 'sms', register: true })}>
            {t('shell.register')}
          </Button>
        </div>
      </div>
      <LoginDialog
        open={dialog !== null}
        initialMode={dialog?.mode ?? 'password'}
        register={dialog?.register ?? false}
        reason={dialog?.register ? undefined : errorMessage('LOGIN_REQUIRED', locale)}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
