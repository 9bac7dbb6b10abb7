import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { currentLocale, errorMessage, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useRedeemCode } from '../api/redeem-code';
import { useSessionToken } from '../../../lib/use-session-token';
import './recharge.css';

/** `/member/codePay`: redeem a code; a refusal (used, exhausted, invalid) is the server's own message. */
export function RedeemCodeForm() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const redeem = useRedeemCode();
  const [code, setCode] = useState('');
  const id = useId();

  function submit(event: FormEvent): void {
    event.preventDefault();
    const locale = currentLocale();
    if (!code.trim()) {
      showToast('warning', errorMessage('REDEMPTION_CODE_REQUIRED', locale));
      return;
    }
    if (!token) {
      showToast('warning', errorMessage('LOGIN_REQUIRED', locale));
      return;
    }
    redeem.mutate(code.trim(), {
      onSuccess: (answer) => {
        showToast('success', t('recharge.redeemed', { amount: formatMoney(answer.amount), currency: t(`wallet.currencies.${answer.currency}`) }));
        setCode('');
      },
    });
  }

  return (
    <section className="card-panel redeem recharge__redeem" aria-labelledby={`${id}-title`}>
      <div className="redeem__head">
        <span className="redeem__icon" aria-hidden="true">
          <Icon name="gift" size={22} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="card-panel__title">
            {t('recharge.redeemTitle')}
          </h2>
          <p className="card-panel__note">{t('recharge.redeemText')}</p>
        </div>
      </div>
      <form className="redeem__form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {t('recharge.redeemLabel')}
        </label>
        <input
          id={`${id}-code`}
          className="recharge-input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck="false"
          maxLength={64}
          placeholder={t('recharge.redeemPlaceholder')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" disabled={redeem.isPending}>
          {t('recharge.redeemSubmit')}
        </Button>
      </form>
    </section>
  );
}
