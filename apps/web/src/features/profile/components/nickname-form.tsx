import { NICKNAME } from '@lootbay/shared/constants';
import { nicknameSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useEditName } from '../api/edit-name';
import { useForm } from '../../../lib/use-form';
import { CALENDAR_DATE, formatDate } from '../../../lib/format-date';
import { TextField } from './text-field';
import { useLocale, useTranslation } from '../../../lib/i18n';

/** Nickname: the shared rule as you type; once per 10 days, with the next date shown when locked. */
export function NicknameForm({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm({ initial: { nickname: member.nickname }, rules: () => ({ nickname: nicknameSchema }), otherRefusals: 'nickname' });
  const edit = useEditName();
  const lockedUntil = member.nicknameChangeableAt;
  const problem = form.problem('nickname');
  const unchanged = form.values.nickname.trim() === member.nickname;

  function submit(event: FormEvent): void {
    form.submit(event, async ({ nickname }) => {
      if (unchanged) return;
      const user = await edit.mutateAsync(nickname.trim());
      form.reset({ nickname: user.nickname });
      showToast('success', t('profile.nicknameSaved'));
    });
  }

  const hint = lockedUntil
    ? t('profile.nicknameLocked', { date: formatDate(lockedUntil, locale, CALENDAR_DATE) })
    : t('profile.nicknameRule', { max: NICKNAME.max, days: NICKNAME.changeEveryDays });

  return (
    <form className="pf-form" noValidate onSubmit={submit}>
      <TextField
        label={t('profile.nickname')}
        icon="user"
        maxLength={NICKNAME.max + 4}
        autoComplete="nickname"
        hint={hint}
        {...form.field('nickname')}
      />
      <div className="pf-actions">
        <Button type="submit" disabled={form.submitting || unchanged || problem !== null}>
          {form.submitting ? t('profile.saving') : t('profile.nicknameSave')}
        </Button>
      </div>
    </form>
  );
}
