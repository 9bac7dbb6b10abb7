import type { FormEvent } from 'react';
import { realNameSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useAuthenticate } from '../api/authenticate';
import { useForm } from '../../../lib/use-form';
import { idNumberProblem } from '../hooks/rules';
import { TextField } from './text-field';
import { errorMessage, useLocale, useTranslation } from '../../../lib/i18n';

/**
 * Real-name verification: once done it shows the masked result and cannot change. The server
 * judges the age of every number sent: a minor's bars the account, which the notice then shows.
 */
export function RealNamePanel({ member }: { member: MemberUser }) {
  const { t } = useTranslation();
  const locale = useLocale();

  if (member.realNameVerified) {
    return (
      <div className="pf-verified">
        <div className="pf-verified__seal">
          <Icon name="shield" size={28} />
        </div>
        <div className="pf-verified__text">
          <p className="pf-verified__title">{t('profile.realNameDone')}</p>
          <dl className="pf-facts">
            <div>
              <dt>{t('profile.realName')}</dt>
              <dd>{member.realName}</dd>
            </div>
            <div>
              <dt>{t('profile.idNumber')}</dt>
              <dd className="pf-mono">{member.idNumber}</dd>
            </div>
          </dl>
          <p className="pf-note">{errorMessage('REAL_NAME_ALREADY_VERIFIED', locale)}</p>
        </div>
      </div>
    );
  }

  return (
    <>
      {member.barred && <BarredNotice />}
      <RealNameForm />
    </>
  );
}

function BarredNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="pf-alert" role="alert">
      <Icon name="warning" size={22} />
      <div>
        <p className="pf-alert__title">{t('profile.barredTitle')}</p>
        <p>{errorMessage('UNDERAGE', locale)}</p>
      </div>
    </div>
  );
}

function RealNameForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useForm({
    initial: { realName: '', idNumber: '' },
    rules: (values) => ({ realName: realNameSchema, idNumber: idNumberProblem(values.idNumber, locale) }),
    refusals: { realName: ['REAL_NAME_INVALID'] },
    otherRefusals: 'idNumber',
  });
  const verify = useAuthenticate();

  function submit(event: FormEvent): void {
    form.submit(event, async ({ realName, idNumber }) => {
      await verify.mutateAsync({ realName: realName.trim(), idNumber: idNumber.trim().toUpperCase() });
      showToast('success', t('profile.realNameVerified'));
    });
  }

  return (
    <form className="pf-form" noValidate onSubmit={submit}>
      <p className="pf-note">{t('profile.realNameIntro')}</p>
      <TextField
        label={t('profile.realName')}
        icon="user"
        autoComplete="name"
        maxLength={30}
        placeholder={t('profile.realNamePlaceholder')}
        {...form.field('realName')}
      />
      <TextField
        label={t('profile.idNumber')}
        icon="shield"
        autoComplete="off"
        spellCheck="false"
        maxLength={18}
        placeholder={t('profile.idNumberPlaceholder')}
        hint={t('profile.idNumberHint')}
        {...form.field('idNumber')}
        onValue={(value) => form.set('idNumber', value.replace(/[^0-9xX]/g, '').toUpperCase())}
      />
      <p className="pf-note pf-note--warn">
        <Icon name="info" size={15} />
        {t('profile.realNameOnce')}
      </p>
      <div className="pf-actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('profile.saving') : t('profile.realNameSubmit')}
        </Button>
      </div>
    </form>
  );
}
