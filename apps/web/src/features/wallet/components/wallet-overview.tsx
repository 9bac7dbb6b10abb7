import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCIES } from '@lootbay/shared/constants';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../lib/toasts';
import { useUserAsset } from '../api/get-user-asset';
import { useGoldConvert } from '../api/gold-convert';
import { useUpdateConversionStatus } from '../api/update-conversion-status';
import { CurrencyMark } from './currency-mark';
import './wallet.css';
import { useTranslation } from '../../../lib/i18n';
import { refreshBalances } from '../../../lib/query-keys/member-holdings';
import { useForm } from '../../../lib/use-form';

function amountOf(text: string): number | null {
  try {
    const amount = parseMoney(text);
    return amount > 0 ? amount : null;
  } catch {
    return null;
  }
}

/** Every balance of the member, automatic jade conversion, and the irreversible jade → ingot conversion. */
export function WalletOverview() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const asset = useUserAsset();
  const convert = useGoldConvert();
  const conversion = useUpdateConversionStatus();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const jade = asset.data?.jade ?? 0;
  const form = useForm({
    initial: { amount: '' },
    rules: ({ amount }) => {
      const wanted = amountOf(amount);
      return { amount: wanted === null || wanted > jade ? t('wallet.convertInvalid', { max: formatMoney(jade) }) : null };
    },
    otherRefusals: 'amount',
  });
  const inputId = useId();

  if (!asset.data) return null;
  const balances = asset.data;
  const auto = balances.autoConversion === 1;
  const problem = form.problem('amount');

  function submit(event: FormEvent): void {
    form.submit(event, async ({ amount }) => {
      const wanted = amountOf(amount) ?? 0;
      await convert.mutateAsync({ amount: wanted, requestId });
      showToast('success', t('wallet.convertDone', { amount: formatMoney(wanted) }));
      form.reset();
      setRequestId(crypto.randomUUID());
      refreshBalances(client);
    });
  }

  return (
    <section className="wallet-overview card-panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="card-panel__title">
        {t('wallet.balances')}
      </h2>
      <ul className="wallet-overview__grid">
        {CURRENCIES.map((currency) => (
          <li key={currency} className={`wallet-tile wallet-tile--${currency}`}>
            <span className="wallet-tile__name">
              <CurrencyMark currency={currency} />
              {t(`wallet.currencies.${currency}`)}
            </span>
            <b className="wallet-tile__amount" data-testid={`wallet-${currency}`}>
              {formatMoney(balances[currency])}
            </b>
          </li>
        ))}
      </ul>

      <label className="wallet-switch">
        <span className="wallet-switch__text">
          <b>{t('wallet.autoLabel')}</b>
          <small>{t('wallet.autoHint')}</small>
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={auto}
          disabled={conversion.isPending}
          onChange={(event) => conversion.mutate(event.target.checked, { onSuccess: (answer) => showToast('success', t(answer.autoConversion === 1 ? 'wallet.autoOn' : 'wallet.autoOff')) })}
        />
        <span className="wallet-switch__track" aria-hidden="true" />
      </label>

      {balances.jade > 0 && (
        <form className="wallet-convert" noValidate onSubmit={submit}>
          <p className="wallet-convert__title">{t('wallet.convertTitle')}</p>
          <p className="wallet-convert__text">{t('wallet.convertText')}</p>
          <label htmlFor={inputId} className="visually-hidden">
            {t('wallet.convertLabel')}
          </label>
          <div className="wallet-convert__row">
            <input
              id={inputId}
              name="amount"
              className="wallet-input"
              inputMode="decimal"
              value={form.values.amount}
              placeholder={formatMoney(balances.jade)}
              aria-invalid={problem !== null}
              onChange={(event) => form.set('amount', event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={form.submitting}>
              {t('wallet.convertSubmit')}
            </Button>
          </div>
          {problem && (
            <p className="wallet-convert__problem" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
