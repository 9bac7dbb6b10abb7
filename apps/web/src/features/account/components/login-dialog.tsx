import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toLocale } from '@lootbay/shared/locale';
import { PASSWORD, VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { captchaRequiredAfter, useLoginWithPassword } from '../api/login';
import { useLoginWithSms } from '../api/login-sms';
import { useSendMobileCode } from '../api/send-mobile-code';
import { agreementProblem, codeProblem, passwordProblem, phoneProblem } from '../hooks/login-rules';
import './account.css';
import { useTranslation } from '../../../lib/i18n';

export type LoginMode = 'password' | 'sms';

type Field = 'account' | 'password' | 'mobile' | 'code' | 'agreement';
type Problems = Partial<Record<Field, string>>;

interface LoginDialogProps {
  readonly open: boolean;
  readonly initialMode: LoginMode;
  /** Opened from the sign-up button: same phone-code form, worded for newcomers. */
  readonly register: boolean;
  /** Why the dialog opened by itself (e.g. a member page reached by a visitor), shown in place of the subtitle. */
  readonly reason?: string;
  readonly onClose: () => void;
}

export function LoginDialog({ open, initialMode, register, reason, onClose }: LoginDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={register ? t('login.registerTitle') : t('login.title')} closeLabel={t('login.close')} onClose={onClose} className="login-dialog">
      {open && <LoginForm initialMode={initialMode} register={register} reason={reason} onDone={onClose} />}
    </Dialog>
  );
}

function LoginForm({ initialMode, register, reason, onDone }: { initialMode: LoginMode; register: boolean; reason: string | undefined; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const formId = useId();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  /** The server's refusal of the last attempt (a wrong code, a wrong password), shown in the dialog where it can be read. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // After repeated failures the server wants a captcha, which this device solves by itself before the next try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [solvingCaptcha, setSolvingCaptcha] = useState(false);

  const passwordLogin = useLoginWithPassword();
  const smsLogin = useLoginWithSms();
  const sendCode = useSendMobileCode();
  const submitting = passwordLogin.isPending || smsLogin.isPending;

  const fieldId = (field: Field) => `${formId}-${field}`;
  const clear = (field: Field) => setProblems((current) => ({ ...current, [field]: undefined }));

  function check(found: Problems): boolean {
    const present = Object.fromEntries(Object.entries(found).filter(([, value]) => value)) as Problems;
    setProblems(present);
    const first = (Object.keys(present) as Field[])[0];
    if (first) document.getElementById(fieldId(first))?.focus();
    return first === undefined;
  }

  function succeed(): void {
    showToast('success', t('login.success'));
    onDone();
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setRefusal(null);
    if (mode === 'password') {
      const ok = check({
        account: account.trim() ? undefined : t('login.accountRequired'),
        password: passwordProblem(password, locale) ?? undefined,
        agreement: agreementProblem(agreed, locale) ?? undefined,
      });
      if (!ok) return;
      passwordLogin.mutate(
        { account: account.trim(), password, captchaFirst: captchaNeeded, onCaptcha: () => setSolvingCaptcha(true) },
        {
          onSuccess: succeed,
          onError: (error) => {
            setCaptchaNeeded(captchaRequiredAfter(error));
            setRefusal(error.message);
          },
          onSettled: () => setSolvingCaptcha(false),
        },
      );
      return;
    }
    const ok = check({
      mobile: phoneProblem(mobile, locale) ?? undefined,
      code: codeProblem(code, locale) ?? undefined,
      agreement: agreementProblem(agreed, locale) ?? undefined,
    });
    if (ok) smsLogin.mutate({ mobile, code }, { onSuccess: succeed, onError: (error) => setRefusal(error.message) });
  }

  function requestCode(): void {
    const problem = phoneProblem(mobile, locale);
    if (problem) {
      check({ mobile: problem });
      return;
    }
    sendCode.mutate(mobile, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        showToast('success', t('login.codeSent'));
        document.getElementById(fieldId('code'))?.focus();
      },
    });
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: LoginMode = mode === 'password' ? 'sms' : 'password';
    setMode(next);
    document.getElementById(`${formId}-tab-${next}`)?.focus();
  }

  const describe = (field: Field) => (problems[field] ? `${fieldId(field)}-problem` : undefined);
  const problemText = (field: Field) =>
    problems[field] ? (
      <p id={`${fieldId(field)}-problem`} className="field__problem" role="alert">
        {problems[field]}
      </p>
    ) : null;

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <p className="login-form__subtitle">{reason ?? (register ? t('login.registerSubtitle') : t('login.subtitle'))}</p>

      <div className="login-tabs" role="tablist" aria-label={t('login.tabs')}>
        {(['password', 'sms'] as const).map((tab) => (
          <button
            key={tab}
            id={`${formId}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            aria-controls={`${formId}-panel`}
            tabIndex={mode === tab ? 0 : -1}
            className="login-tabs__tab"
            onClick={() => setMode(tab)}
            onKeyDown={onTabKey}
          >
            <Icon name={tab === 'password' ? 'lock' : 'phone'} size={16} />
            {tab === 'password' ? t('login.tabPassword') : t('login.tabSms')}
          </button>
        ))}
      </div>

      <div id={`${formId}-panel`} role="tabpanel" aria-labelledby={`${formId}-tab-${mode}`} className="login-form__fields">
        {mode === 'password' ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('account')}>
                {t('login.account')}
              </label>
              <div className={`field__control ${problems.account ? 'field__control--invalid' : ''}`}>
                <Icon name="user" size={18} className="field__icon" />
                <input
                  id={fieldId('account')}
                  className="field__input"
                  autoComplete="username"
                  placeholder={t('login.accountPlaceholder')}
                  value={account}
                  aria-invalid={Boolean(problems.account)}
                  aria-describedby={describe('account')}
                  onChange={(event) => {
                    setAccount(event.target.value);
                    clear('account');
                  }}
                />
              </div>
              {problemText('account')}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('password')}>
                {t('login.password')}
              </label>
              <div className={`field__control ${problems.password ? 'field__control--invalid' : ''}`}>
                <Icon name="lock" size={18} className="field__icon" />
                <input
                  id={fieldId('password')}
                  className="field__input"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  maxLength={PASSWORD.max}
                  placeholder={t('login.passwordPlaceholder')}
                  value={password}
                  aria-invalid={Boolean(problems.password)}
                  aria-describedby={describe('password')}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    clear('password');
                  }}
                />
                <button
                  type="button"
                  className="field__addon-icon"
                  aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
                </button>
              </div>
              {problemText('password')}
            </div>
            {captchaNeeded && (
              <p className="login-form__note" role="status">
                <Icon name="shield" size={16} />
                {t('login.checkNote')}
              </p>
            )}
          </>
        ) : (
          <>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('mobile')}>
                {t('login.mobile')}
              </label>
              <div className={`field__control ${problems.mobile ? 'field__control--invalid' : ''}`}>
                <Icon name="phone" size={18} className="field__icon" />
                <input
                  id={fieldId('mobile')}
                  className="field__input"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={11}
                  placeholder={t('login.mobilePlaceholder')}
                  value={mobile}
                  aria-invalid={Boolean(problems.mobile)}
                  aria-describedby={describe('mobile')}
                  onChange={(event) => {
                    setMobile(event.target.value.replace(/\D/g, ''));
                    clear('mobile');
                  }}
                />
              </div>
              {problemText('mobile')}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('code')}>
                {t('login.code')}
              </label>
              <div className={`field__control ${problems.code ? 'field__control--invalid' : ''}`}>
                <Icon name="shield" size={18} className="field__icon" />
                <input
                  id={fieldId('code')}
                  className="field__input"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_DIGITS}
                  placeholder={t('login.codePlaceholder')}
                  value={code}
                  aria-invalid={Boolean(problems.code)}
                  aria-describedby={describe('code')}
                  onChange={(event) => {
                    setCode(event.target.value.replace(/\D/g, ''));
                    clear('code');
                  }}
                />
                <button
                  type="button"
                  className="field__addon-button"
                  disabled={resendAt !== null || sendCode.isPending}
                  onClick={requestCode}
                >
                  {resendAt !== null ? (
                    <Countdown until={resendAt} onDone={() => setResendAt(null)}>
                      {(seconds) => t('login.resendIn', { seconds })}
                    </Countdown>
                  ) : (
                    t('login.sendCode')
                  )}
                </button>
              </div>
              {problemText('code')}
            </div>
          </>
        )}
      </div>

      <div className="field">
        <div className="agree">
          <input
            id={fieldId('agreement')}
            type="checkbox"
            className="agree__box"
            checked={agreed}
            aria-invalid={Boolean(problems.agreement)}
            aria-describedby={describe('agreement')}
            onChange={(event) => {
              setAgreed(event.target.checked);
              clear('agreement');
            }}
          />
          <label htmlFor={fieldId('agreement')} className="agree__label">
            {t('login.agreePrefix')}{' '}
            <Link to="/agreement" onClick={onDone}>
              {t('footer.agreement')}
            </Link>{' '}
            {t('login.agreeAnd')}{' '}
            <Link to="/privacy" onClick={onDone}>
              {t('footer.privacy')}
            </Link>
          </label>
        </div>
        {problemText('agreement')}
      </div>

      {refusal && (
        <p className="inline-problem" role="alert" data-testid="login-refusal">
          <Icon name="error" size={16} /> {refusal}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={submitting}>
        {solvingCaptcha ? t('login.checking') : submitting ? t('login.submitting') : register ? t('login.submitRegister') : t('login.submit')}
      </Button>
    </form>
  );
}
