import type { FormEvent } from 'react';
import { inviteCodeSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useBindInviter } from '../api/bind-inviter';
import { useForm } from '../../../lib/use-form';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

/** The member's own invite code to share, and binding the inviter once. */
export function InvitePanel({ member }: { member: MemberUser }) {
  const { t } = useTranslation();

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(member.inviteCode);
      showToast('success', t('profile.inviteCopied'));
    } catch {
      showToast('warning', t('profile.inviteCopyFailed'));
    }
  }

  return (
    <div className="pf-invite">
      <div className="pf-invite__code-card">
        <p className="pf-invite__label">{t('profile.inviteOwn')}</p>
        <p className="pf-invite__code pf-mono" aria-label={t('profile.inviteOwn')}>
          {member.inviteCode}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          <Icon name="check" size={16} />
          {t('profile.inviteCopy')}
        </Button>
        <p className="pf-note">{t('profile.inviteShare')}</p>
        <ButtonLink to="/invite" size="sm" data-testid="open-invite-page">
          <Icon name="chart" size={16} />
          {t('invite.openPage')}
        </ButtonLink>
      </div>
      {member.hasInviter ? (
        <div className="pf-row">
          <span className="pf-row__icon">
            <Icon name="users" size={18} />
          </span>
          <div className="pf-row__text">
            <p className="pf-row__label">{t('profile.inviter')}</p>
            <p className="pf-row__value">{t('profile.inviterBound')}</p>
          </div>
        </div>
      ) : (
        <InviterForm />
      )}
    </div>
  );
}

function InviterForm() {
  const { t } = useTranslation();
  const form = useForm({ initial: { code: '' }, rules: () => ({ code: inviteCodeSchema }), otherRefusals: 'code' });
  const bind = useBindInviter();
  const problem = form.problem('code');

  function submit(event: FormEvent): void {
    form.submit(event, async ({ code }) => {
      await bind.mutateAsync(code.trim().toUpperCase());
      showToast('success', t('profile.inviterSaved'));
    });
  }

  return (
    <form className="pf-form" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.inviterCode')}
        icon="users"
        autoComplete="off"
        maxLength={16}
        placeholder={t('profile.inviterPlaceholder')}
        hint={t('profile.inviterOnce')}
        {...form.field('code')}
        onValue={(value) => form.set('code', value.toUpperCase())}
      />
      <div className="pf-actions">
        <Button type="submit" disabled={form.submitting || problem !== null}>
          {t('profile.inviterBind')}
        </Button>
      </div>
    </form>
  );
}
