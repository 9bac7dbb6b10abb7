import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { mobileSchema, smsCodeSchema } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toasts';
import { useBindMobile } from '../api/bind-mobile';
import { useSendBindCode } from '../api/send-bind-code';
import { refusedFor, ruleProblem, serverProblem } from '../hooks/rules';
import { useLocale } from '../hooks/use-locale';
import { CodeButton } from './code-button';
import { TextField } from './text-field';
import { useTranslation } from '../../../lib/i18n';

interface BindPhoneDialogProps {
  readonly open: boolean;
  /** The number bound now, if any: the dialog then changes it. */
  readonly current: string | null;
  readonly onClose: () => void;
}

/** The spec's bind-phone dialog: a new number and the code sent to it. */
export function BindPhoneDialog({ open, current, onClose }: BindPhoneDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={current ? t('profile.phoneChangeTitle') : t('profile.phoneBindTitle')} closeLabel={t('profile.close')} onClose={onClose} size="sm">
      {open && <BindPhoneForm current={current} onDone={onClose} />}
    </Dialog>
  );
}

type Field = 'mobile' | 'code';

function BindPhoneForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const sendCode = useSendBindCode();
  const bind = useBindMobile();

  const rules: Record<Field, string | null> = {
    mobile: ruleProblem(mobileSchema, mobile, locale),
    code: ruleProblem(smsCodeSchema, code, locale),
  };
  const problem = (field: Field) => (refusal?.field === field ? refusal.message : touched.has(field) ? rules[field] : null);
  const touch = (field: Field) => {
    setTouched((now) => new Set(now).add(field));
    if (refusal?.field === field) setRefusal(null);
  };

  function requestCode(): void {
    touch('mobile');
    if (rules.mobile) return;
    sendCode.mutate(mobile, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        showToast('success', t('profile.codeSent'));
      },
      onError: (error) => setRefusal({ field: 'mobile', message: serverProblem(error, locale) }),
    });
  }

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(new Set<Field>(['mobile', 'code']));
    if (rules.mobile || rules.code) return;
    bind.mutate(
      { mobile, code },
      {
        onSuccess: () => {
          showToast('success', t('profile.phoneBound'));
          onDone();
        },
        onError: (error) =>
          setRefusal({ field: refusedFor(error, ['MOBILE_TAKEN', 'MOBILE_UNCHANGED', 'PHONE_INVALID']) ? 'mobile' : 'code', message: serverProblem(error, locale) }),
      },
    );
  }

  return (
    <form className="pf-form" noValidate onSubmit={submit}>
      <p className="pf-note">{current ? t('profile.phoneChangeText', { mobile: current }) : t('profile.phoneBindText')}</p>
      <TextField
        label={t('profile.newMobile')}
        icon="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={11}
        placeholder={t('profile.mobilePlaceholder')}
        value={mobile}
        problem={problem('mobile')}
        onValue={(value) => {
          setMobile(value.replace(/\D/g, ''));
          touch('mobile');
        }}
      />
      <TextField
        label={t('profile.smsCode')}
        icon="shield"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_DIGITS}
        placeholder={t('profile.codePlaceholder')}
        value={code}
        problem={problem('code')}
        onValue={(value) => {
          setCode(value.replace(/\D/g, ''));
          touch('code');
        }}
        addon={<CodeButton resendAt={resendAt} sending={sendCode.isPending} onSend={requestCode} onReady={() => setResendAt(null)} />}
      />
      <Button type="submit" size="lg" block disabled={bind.isPending}>
        {bind.isPending ? t('profile.saving') : t('profile.phoneBindSubmit')}
      </Button>
    </form>
  );
}
