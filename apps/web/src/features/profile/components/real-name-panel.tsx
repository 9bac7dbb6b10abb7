import { useState, type FormEvent } from 'react';
import { realNameSchema, type MemberUser } from '@lootbay/shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { showToast } from '../../../lib/toasts';
import { useAuthenticate } from '../api/authenticate';
import { idNumberProblem, refusedFor, ruleProblem, serverProblem } from '../hooks/rules';
import { useLocale } from '../hooks/use-locale';
import { TextField } from './text-field';
import { errorMessage, useTranslation } from '../../../lib/i18n';

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

type Field = 'realName' | 'idNumber';

function RealNameForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [refusal, setRefusal] = useState<{ field: Field; message: string } | null>(null);
  const verify = useAuthenticate();

  const rules: Record<Field, string | null> = {
    realName: ruleProblem(realNameSchema, realName, locale),
    idNumber: idNumberProblem(idNumber, locale),
  };
  const problem = (field: Field) => (refusal?.field === field ? refusal.message : touched.has(field) ? rules[field] : null);
  const touch = (field: Field) => {
    setTouched((now) => new Set(now).add(field));
    if (refusal?.field === field) setRefusal(null);
  };

  function submit(event: FormEvent): void {
    event.preventDefault();
    setTouched(new Set<Field>(['realName', 'idNumber']));
    if (rules.realName || rules.idNumber) return;
    verify.mutate(
      { realName: realName.trim(), idNumber: idNumber.trim().toUpperCase() },
      {
        onSuccess: () => showToast('success', t('profile.realNameVerified')),
        onError: (error) => setRefusal({ field: refusedFor(error, ['REAL_NAME_INVALID']) ? 'realName' : 'idNumber', message: serverProblem(error, locale) }),
      },
    );
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
        value={realName}
        problem={problem('realName')}
        onValue={(value) => {
          setRealName(value);
          touch('realName');
        }}
      />
      <TextField
        label={t('profile.idNumber')}
        icon="shield"
        autoComplete="off"
        spellCheck="false"
        maxLength={18}
        placeholder={t('profile.idNumberPlaceholder')}
        value={idNumber}
        problem={problem('idNumber')}
        hint={t('profile.idNumberHint')}
        onValue={(value) => {
          setIdNumber(value.replace(/[^0-9xX]/g, '').toUpperCase());
          touch('idNumber');
        }}
      />
      <p className="pf-note pf-note--warn">
        <Icon name="info" size={15} />
        {t('profile.realNameOnce')}
      </p>
      <div className="pf-actions">
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('profile.saving') : t('profile.realNameSubmit')}
        </Button>
      </div>
    </form>
  );
}
