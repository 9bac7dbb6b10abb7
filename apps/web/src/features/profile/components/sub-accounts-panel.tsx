import type { FormEvent } from 'react';
import { nicknameSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useChangeAccount } from '../api/change-account';
import { useCreateSubAccount } from '../api/create-sub-account';
import { useForm } from '../../../lib/use-form';
import { Avatar } from './avatar';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';
import { shortPlayerId } from '@lootbay/shared/player-id';

/** Every account of the owner, with switching, and creating another. */
export function SubAccountsPanel({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const change = useChangeAccount();

  function switchTo(userId: string): void {
    // The promise rather than mutate's callbacks: the switch re-renders the page under the new member.
    change.mutateAsync(userId).then(
      (answer) => showToast('success', t('profile.switched', { name: answer.user.nickname })),
      () => undefined,
    );
  }

  return (
    <div className="pf-accounts">
      <ul className="pf-accounts__list" aria-label={t('profile.accountsList')}>
        {member.accounts.map((account) => {
          const current = account.userId === member.userId;
          return (
            <li key={account.userId} className={`pf-account ${current ? 'pf-account--current' : ''}`}>
              <Avatar src={account.avatar} name={account.nickname} />
              <div className="pf-account__text">
                <p className="pf-account__name">{account.nickname}</p>
                <p className="pf-account__meta">
                  {account.isSubAccount ? t('profile.subAccount') : t('profile.mainAccount')} · ID {shortPlayerId(account.userId)}
                </p>
              </div>
              {current ? (
                <span className="pf-tag">
                  <Icon name="check" size={14} />
                  {t('profile.currentAccount')}
                </span>
              ) : (
                <Button size="sm" variant="secondary" disabled={change.isPending} aria-label={t('profile.switchTo', { name: account.nickname })} onClick={() => switchTo(account.userId)}>
                  {t('profile.switch')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <CreateSubAccountForm />
    </div>
  );
}

function CreateSubAccountForm() {
  const { t } = useTranslation();
  // The nickname is optional: a blank one is the server's to choose.
  const form = useForm({
    initial: { nickname: '' },
    rules: (values) => ({ nickname: values.nickname.trim() ? nicknameSchema : null }),
    otherRefusals: 'nickname',
  });
  const create = useCreateSubAccount();
  const problem = form.problem('nickname');

  function submit(event: FormEvent): void {
    form.submit(event, async ({ nickname }) => {
      const answer = await create.mutateAsync(nickname.trim() || undefined);
      form.reset();
      showToast('success', t('profile.subAccountCreated', { name: answer.created.nickname }));
    });
  }

  return (
    <form className="pf-form pf-accounts__create" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.subAccountNickname')}
        icon="user"
        maxLength={18}
        placeholder={t('profile.subAccountPlaceholder')}
        hint={t('profile.subAccountHint')}
        {...form.field('nickname')}
      />
      <div className="pf-actions">
        <Button type="submit" disabled={form.submitting || problem !== null}>
          <Icon name="users" size={16} />
          {t('profile.subAccountCreate')}
        </Button>
      </div>
    </form>
  );
}
