import { useState, type FormEvent } from 'react';
import { VERIFICATION_CODE_DIGITS } from '@lootbay/shared/constants';
import { mobileSchema, smsCodeSchema } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toasts';
import { useBindMobile } from '../api/bind-mobile';
import { useSendBindCode } from '../api/send-bind-code';
import { useForm } from '../../../lib/use-form';
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

function BindPhoneForm({ current, onDone }: { current: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initial: { mobile: '', code: '' },
    rules: () => ({ mobile: mobileSchema, code: smsCodeSchema }),
    refusals: { mobile: ['MOBILE_TAKEN', 'MOBILE_UNCHANGED', 'PHONE_INVALID'] },
    otherRefusals: 'code',
  });
  const [resendAt, setResendAt] = useState<number | null>(null);
  const sendCode = useSendBindCode();
  const bind = useBindMobile();

  function requestCode(): void {
    if (!form.checkField('mobile')) return;
    sendCode.mutate(form.values.mobile, {
      onSuccess: (answer) => {
        setResendAt(Date.now() + answer.resendAfter * 1000);
        showToast('success', t('profile.codeSent'));
      },
      onError: (error) => form.refuse(error, 'mobile'),
    });
  }

  function submit(event: FormEvent): void {
    form.submit(event, async ({ mobile, code }) => {
      await bind.mutateAsync({ mobile, code });
      showToast('success', t('profile.phoneBound'));
      onDone();
    });
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
        {...form.field('mobile')}
        onValue={(value) => form.set('mobile', value.replace(/\D/g, ''))}
      />
      <TextField
        label={t('profile.smsCode')}
        icon="shield"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_DIGITS}
        placeholder={t('profile.codePlaceholder')}
        {...form.field('code')}
        onValue={(value) => form.set('code', value.replace(/\D/g, ''))}
        addon={<CodeButton resendAt={resendAt} sending={sendCode.isPending} onSend={requestCode} onReady={() => setResendAt(null)} />}
      />
      <Button type="submit" size="lg" block disabled={form.submitting}>
        {form.submitting ? t('profile.saving') : t('profile.phoneBindSubmit')}
      </Button>
    </form>
  );
}
