import { useState, type FormEvent } from 'react';
import { NICKNAME } from '@lootbay/shared/constants';
import { nicknameSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useEditName } from '../api/edit-name';
import { ruleProblem, serverProblem } from '../hooks/rules';
import { CALENDAR_DATE, formatDate } from '../../../lib/format-date';
import { useLocale } from '../hooks/use-locale';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

/** Nickname: the shared rule as you type; once per 10 days, with the next date shown when locked. */
export function NicknameForm({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [nickname, setNickname] = useState(member.nickname);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const edit = useEditName();
  const lockedUntil = member.nicknameChangeableAt;
  const problem = refusal ?? (touched ? ruleProblem(nicknameSchema, nickname, locale) : null);
  const unchanged = nickname.trim() === member.nickname;

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(true);
    if (ruleProblem(nicknameSchema, nickname, locale) || unchanged) return;
    edit.mutate(nickname.trim(), {
      onSuccess: (user) => {
        setNickname(user.nickname);
        setTouched(false);
        showToast('success', t('profile.nicknameSaved'));
      },
      onError: (error) => setRefusal(serverProblem(error, locale)),
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
        value={nickname}
        maxLength={NICKNAME.max + 4}
        autoComplete="nickname"
        problem={problem}
        hint={hint}
        onValue={(value) => {
          setNickname(value);
          setTouched(true);
          setRefusal(null);
        }}
      />
      <div className="pf-actions">
        <Button type="submit" disabled={edit.isPending || unchanged || problem !== null}>
          {edit.isPending ? t('profile.saving') : t('profile.nicknameSave')}
        </Button>
      </div>
    </form>
  );
}
