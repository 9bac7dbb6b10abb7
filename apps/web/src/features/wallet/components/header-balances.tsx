import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CURRENCIES } from '@lootbay/shared/constants';
import { formatMoney } from '@lootbay/shared/money';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useUserAsset } from '../api/get-user-asset';
import { useLiveBalances } from '../hooks/use-live-balances';
import { useSessionToken } from '../../../lib/use-session-token';
import { CurrencyMark } from './currency-mark';
import './wallet.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * The member's balances in the header: coins always in sight with a top-up shortcut, every
 * currency one click away; updated live by the socket's `wallet_balance` event.
 */
export function HeaderBalances({ compact }: { readonly compact: boolean }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const asset = useUserAsset();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useLiveBalances(token);

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!token) return null;
  // Drawn while the balances load, so the header does not move when they come.
  const balances = asset.data;

  return (
    <div className="header-balances" ref={ref}>
      <button
        type="button"
        className={`header-balances__chip ${compact ? 'header-balances__chip--alone' : ''}`}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={balances ? `${t('wallet.balances')}: ${formatMoney(balances.coin)} ${t('wallet.currencies.coin')}` : t('wallet.balances')}
        aria-busy={!balances}
        disabled={!balances}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="header-coin"
      >
        <CurrencyMark currency="coin" />
        <span className="header-balances__amount">{balances ? formatMoney(balances.coin) : '—'}</span>
      </button>
      {/* Phones reach the recharge centre from the bottom bar; the header keeps its room for the title. */}
      {!compact && (
        <Link to="/recharge" className="header-balances__top-up" aria-label={t('wallet.topUp')} title={t('wallet.topUp')}>
          +
        </Link>
      )}
      {open && balances && (
        <div className="header-balances__panel" role="dialog" aria-label={t('wallet.balances')}>
          <p className="header-balances__title">{t('wallet.balances')}</p>
          <ul className="header-balances__list">
            {CURRENCIES.map((currency) => (
              <li key={currency}>
                <CurrencyMark currency={currency} />
                <span>{t(`wallet.currencies.${currency}`)}</span>
                <b data-testid={`balance-${currency}`}>{formatMoney(balances[currency])}</b>
              </li>
            ))}
          </ul>
          <div className="header-balances__links">
            <ButtonLink to="/recharge" size="sm" onClick={() => setOpen(false)}>
              <Icon name="wallet" size={16} />
              {t('wallet.topUp')}
            </ButtonLink>
            <ButtonLink to="/recharge-list?view=account" variant="secondary" size="sm" onClick={() => setOpen(false)}>
              <Icon name="list" size={16} />
              {t('wallet.recordsTitle')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
