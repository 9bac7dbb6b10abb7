import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { PASSWORD, VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { captchaRequiredAfter, useLoginWithPassword } from '../api/login';
import { useLoginWithSms } from '../api/login-sms';
import { useSendMobileCode } from '../api/send-mobile-code';
import { agreementProblem, codeProblem, passwordProblem, phoneProblem } from '../hooks/login-rules';
import './account.css';
import { useLocale, useTranslation } from '../../../lib/i18n';

export type LoginMode = 'password' | 'sms';

type Field = 'account' | 'password' | 'mobile' | 'code' | 'agreement';
/** The agreement box's value while ticked (a form's values are text). */
const AGREED = 'agreed';

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
  const { t } = useTranslation();
  const locale = useLocale();
  const formId = useId();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  // Fields in the order they show, so that sending focuses the first one with a problem.
  const form = useForm<Field>({
    initial: { account: '', password: '', mobile: '', code: '', agreement: '' },
    rules: (values) => ({
      account: mode === 'password' && !values.account.trim() ? t('login.accountRequired') : null,
      password: mode === 'password' ? passwordProblem(values.password, locale) : null,
      mobile: mode === 'sms' ? phoneProblem(values.mobile, locale) : null,
      code: mode === 'sms' ? codeProblem(values.code, locale) : null,
      agreement: agreementProblem(values.agreement === AGREED, locale),
    }),
  });
  const [showPassword, setShowPassword] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // After repeated failures the server wants a captcha, which this device solves by itself before the next try.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [solvingCaptcha, setSolvingCaptcha] = useState(false);

  const passwordLogin = useLoginWithPassword();
  const smsLogin = useLoginWithSms();
  const sendCode = useSendMobileCode();
  const { submitting } = form;

  const fieldId = (field: Field) => `${formId}-${field}`;

  function succeed(): void {
    showToast('success', t('login.success'));
    onDone();
  }

  function submit(event: FormEvent): void {
    form.submit(event, async ({ account, password, mobile, code }) => {
      if (mode === 'sms') {
        await smsLogin.mutateAsync({ mobile, code });
        succeed();
        return;
      }
      try {
        await passwordLogin.mutateAsync({ account: account.trim(), password, captchaFirst: captchaNeeded, onCaptcha: () => setSolvingCaptcha(true) });
      } catch (error) {
        setCaptchaNeeded(captchaRequiredAfter(error));
        throw error;
      } finally {
        setSolvingCaptcha(false);
      }
      succeed();
    });
  }

  function requestCode(): void {
    if (!form.checkField('mobile')) {
      document.getElementById(fieldId('mobile'))?.focus();
      return;
    }
    sendCode.mutate(form.values.mobile, {
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

  const describe = (field: Field) => (form.problem(field) ? `${fieldId(field)}-problem` : undefined);
  const problemText = (field: Field) => {
    const problem = form.problem(field);
    return problem ? (
      <p id={`${fieldId(field)}-problem`} className="field__problem" role="alert">
        {problem}
      </p>
    ) : null;
  };
  // The props every text input of the form shares: its name, value, state and what typing keeps of it.
  const input = (field: Field, keep: (typed: string) => string = (typed) => typed) => ({
    id: fieldId(field),
    name: field,
    className: 'field__input',
    value: form.values[field],
    'aria-invalid': Boolean(form.problem(field)),
    'aria-describedby': describe(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, keep(event.target.value)),
  });
  const control = (field: Field) => `field__control ${form.problem(field) ? 'field__control--invalid' : ''}`;
  const digits = (typed: string) => typed.replace(/\D/g, '');

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
              <div className={control('account')}>
                <Icon name="user" size={18} className="field__icon" />
                <input {...input('account')} autoComplete="username" placeholder={t('login.accountPlaceholder')} />
              </div>
              {problemText('account')}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('password')}>
                {t('login.password')}
              </label>
              <div className={control('password')}>
                <Icon name="lock" size={18} className="field__icon" />
                <input
                  {...input('password')}
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  maxLength={PASSWORD.max}
                  placeholder={t('login.passwordPlaceholder')}
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
              <div className={control('mobile')}>
                <Icon name="phone" size={18} className="field__icon" />
                <input
                  {...input('mobile', digits)}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={11}
                  placeholder={t('login.mobilePlaceholder')}
                />
              </div>
              {problemText('mobile')}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={fieldId('code')}>
                {t('login.code')}
              </label>
              <div className={control('code')}>
                <Icon name="shield" size={18} className="field__icon" />
                <input
                  {...input('code', digits)}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={VERIFICATION_CODE_DIGITS}
                  placeholder={t('login.codePlaceholder')}
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
            name="agreement"
            type="checkbox"
            className="agree__box"
            checked={form.values.agreement === AGREED}
            aria-invalid={Boolean(form.problem('agreement'))}
            aria-describedby={describe('agreement')}
            onChange={(event) => form.set('agreement', event.target.checked ? AGREED : '')}
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

      {form.formProblem && (
        <p className="inline-problem" role="alert" data-testid="login-refusal">
          <Icon name="error" size={16} /> {form.formProblem}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={submitting}>
        {solvingCaptcha ? t('login.checking') : submitting ? t('login.submitting') : register ? t('login.submitRegister') : t('login.submit')}
      </Button>
    </form>
  );
}
