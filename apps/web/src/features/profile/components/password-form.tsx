import { useState, type FormEvent } from 'react';
import { PASSWORD, VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { passwordSchema, smsCodeSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useSendPasswordCode } from '../api/send-password-code';
import { useUpdatePassword } from '../api/update-password';
import { useForm } from '../../../lib/use-form';
import { CodeButton } from './code-button';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

type Proof = 'old' | 'code';

/**
 * Set or change the password. A member with a password proves it with the current one or with an
 * SMS code to the bound phone; a member without one (signed up by phone) uses the code.
 */
export function PasswordForm({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>(member.hasPassword ? 'old' : 'code');
  const [resendAt, setResendAt] = useState<number | null>(null);
  const sendCode = useSendPasswordCode();
  const update = useUpdatePassword();
  const byCode = proof === 'code' || !member.hasPassword;
  const form = useForm({
    initial: { oldPassword: '', code: '', password: '', repeat: '' },
    rules: (values) => ({
      oldPassword: byCode ? null : passwordSchema,
      code: byCode ? smsCodeSchema : null,
      password: passwordSchema,
      repeat: values.repeat === values.password ? null : t('profile.passwordMismatch'),
    }),
    refusals: {
      oldPassword: ['PASSWORD_OLD_WRONG', 'PASSWORD_NOT_SET'],
      code: ['CODE_WRONG', 'CODE_ATTEMPTS_EXCEEDED', 'CODE_INVALID', 'CODE_REQUIRED', 'MOBILE_REQUIRED'],
      password: ['PASSWORD_LENGTH', 'PASSWORD_TOO_COMMON'],
    },
  });

  function requestCode(): void {
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        showToast('success', t('profile.codeSent'));
      },
      onError: (error) => form.refuse(error, 'code'),
    });
  }

  function submit(event: FormEvent): void {
    form.submit(event, async ({ oldPassword, code, password }) => {
      await update.mutateAsync(byCode ? { password, code } : { password, oldPassword });
      form.reset();
      setProof('old');
      showToast('success', member.hasPassword ? t('profile.passwordChanged') : t('profile.passwordSet'));
    });
  }

  return (
    <form className="pf-form" noValidate onSubmit={submit} aria-label={member.hasPassword ? t('profile.passwordChange') : t('profile.passwordSetTitle')}>
      {member.hasPassword && (
        <div className="pf-segment" role="radiogroup" aria-label={t('profile.passwordProof')}>
          {(['old', 'code'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={proof === option}
              className="pf-segment__option"
              onClick={() => {
                setProof(option);
                form.clearRefusal();
              }}
            >
              {option === 'old' ? t('profile.proofOld') : t('profile.proofCode')}
            </button>
          ))}
        </div>
      )}
      {!member.hasPassword && <p className="pf-note">{t('profile.passwordNotSet')}</p>}
      {byCode ? (
        <TextField
          label={t('profile.smsCode')}
          icon="shield"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_DIGITS}
          placeholder={t('profile.codePlaceholder')}
          {...form.field('code')}
          hint={member.mobile ? t('profile.codeGoesTo', { mobile: maskMobile(member.mobile) }) : member.isSubAccount ? t('profile.codeGoesToOwner') : undefined}
          onValue={(value) => form.set('code', value.replace(/\D/g, ''))}
          addon={<CodeButton resendAt={resendAt} sending={sendCode.isPending} onSend={requestCode} onReady={() => setResendAt(null)} />}
        />
      ) : (
        <TextField
          label={t('profile.oldPassword')}
          icon="lock"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD.max}
          {...form.field('oldPassword')}
        />
      )}
      <TextField
        label={t('profile.newPassword')}
        icon="lock"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD.max}
        placeholder={t('profile.passwordPlaceholder')}
        {...form.field('password')}
      />
      <TextField
        label={t('profile.repeatPassword')}
        icon="lock"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD.max}
        {...form.field('repeat')}
      />
      {form.formProblem && (
        <p className="pf-field__problem" role="alert">
          {form.formProblem}
        </p>
      )}
      <div className="pf-actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('profile.saving') : member.hasPassword ? t('profile.passwordChange') : t('profile.passwordSetTitle')}
        </Button>
      </div>
    </form>
  );
}

/** 138****0001: enough to recognise one's own number. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
