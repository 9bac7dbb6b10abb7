import { useState, type FormEvent } from 'react';
import { PASSWORD, VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { passwordSchema, smsCodeSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useSendPasswordCode } from '../api/send-password-code';
import { useUpdatePassword } from '../api/update-password';
import { refusedFor, ruleProblem, serverProblem } from '../hooks/rules';
import { useLocale } from '../hooks/use-locale';
import { CodeButton } from './code-button';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

type Proof = 'old' | 'code';
type Field = 'oldPassword' | 'code' | 'password' | 'repeat' | 'form';

/**
 * Set or change the password. A member with a password proves it with the current one or with an
 * SMS code to the bound phone; a member without one (signed up by phone) uses the code.
 */
export function PasswordForm({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [proof, setProof] = useState<Proof>(member.hasPassword ? 'old' : 'code');
  const [oldPassword, setOldPassword] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const sendCode = useSendPasswordCode();
  const update = useUpdatePassword();
  const byCode = proof === 'code' || !member.hasPassword;

  const rules: Record<Field, string | null> = {
    oldPassword: byCode ? null : ruleProblem(passwordSchema, oldPassword, locale),
    code: byCode ? ruleProblem(smsCodeSchema, code, locale) : null,
    password: ruleProblem(passwordSchema, password, locale),
    repeat: repeat === password ? null : t('profile.passwordMismatch'),
    form: null,
  };
  const problem = (field: Field) => (refusal?.field === field ? refusal.message : touched.has(field) ? rules[field] : null);
  const touch = (field: Field) => {
    setTouched((current) => new Set(current).add(field));
    if (refusal?.field === field || refusal?.field === 'form') setRefusal(null);
  };

  function requestCode(): void {
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        showToast('success', t('profile.codeSent'));
      },
      onError: (error) => setRefusal({ field: 'code', message: serverProblem(error, locale) }),
    });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(new Set<Field>(['oldPassword', 'code', 'password', 'repeat']));
    if (Object.values(rules).some(Boolean)) return;
    update.mutate(byCode ? { password, code } : { password, oldPassword }, {
      onSuccess: () => {
        setOldPassword('');
        setCode('');
        setPassword('');
        setRepeat('');
        setTouched(new Set());
        setProof('old');
        showToast('success', member.hasPassword ? t('profile.passwordChanged') : t('profile.passwordSet'));
      },
      onError: (error) => {
        const field: Field = refusedFor(error, ['PASSWORD_OLD_WRONG', 'PASSWORD_NOT_SET'])
          ? 'oldPassword'
          : refusedFor(error, ['CODE_WRONG', 'CODE_ATTEMPTS_EXCEEDED', 'CODE_INVALID', 'CODE_REQUIRED', 'MOBILE_REQUIRED'])
            ? 'code'
            : refusedFor(error, ['PASSWORD_LENGTH', 'PASSWORD_TOO_COMMON'])
              ? 'password'
              : 'form';
        setRefusal({ field, message: serverProblem(error, locale) });
      },
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
                setRefusal(null);
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
          value={code}
          problem={problem('code')}
          hint={member.mobile ? t('profile.codeGoesTo', { mobile: maskMobile(member.mobile) }) : member.isSubAccount ? t('profile.codeGoesToOwner') : undefined}
          onValue={(value) => {
            setCode(value.replace(/\D/g, ''));
            touch('code');
          }}
          addon={<CodeButton resendAt={resendAt} sending={sendCode.isPending} onSend={requestCode} onReady={() => setResendAt(null)} />}
        />
      ) : (
        <TextField
          label={t('profile.oldPassword')}
          icon="lock"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD.max}
          value={oldPassword}
          problem={problem('oldPassword')}
          onValue={(value) => {
            setOldPassword(value);
            touch('oldPassword');
          }}
        />
      )}
      <TextField
        label={t('profile.newPassword')}
        icon="lock"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD.max}
        placeholder={t('profile.passwordPlaceholder')}
        value={password}
        problem={problem('password')}
        onValue={(value) => {
          setPassword(value);
          touch('password');
        }}
      />
      <TextField
        label={t('profile.repeatPassword')}
        icon="lock"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD.max}
        value={repeat}
        problem={problem('repeat')}
        onValue={(value) => {
          setRepeat(value);
          touch('repeat');
        }}
      />
      {refusal?.field === 'form' && (
        <p className="pf-field__problem" role="alert">
          {refusal.message}
        </p>
      )}
      <div className="pf-actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : member.hasPassword ? t('profile.passwordChange') : t('profile.passwordSetTitle')}
        </Button>
      </div>
    </form>
  );
}

/** 138****0001: enough to recognise one's own number. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
