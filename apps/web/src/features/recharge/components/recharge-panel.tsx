import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../../lib/error-codes';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import { WEB_PAY_TYPES } from '@lootbay/shared/pay-types';
import { RECHARGE_MAX_BONUS_PERCENT } from '@lootbay/shared/constants';
import { firstRechargePercent, rechargeCredit } from '@lootbay/shared/recharge-bonus';
import type { OnPayUrlAnswer, RechargePackage } from '@lootbay/shared/schemas/recharge';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, errorMessage, useTranslation } from '../../../lib/i18n';
import { RESPONSIBLE_PLAY_PATH } from '../../../lib/responsible-play-path';
import { showToast } from '../../../lib/toasts';
import { useCreatePayOrder, type RechargeChoice } from '../api/create-pay-order';
import { usePayConfig } from '../api/get-pay-config';
import { usePayTrendConfig } from '../api/get-pay-trend-config';
import { usePendingOrder } from '../hooks/use-pending-order';
import { useSessionToken } from '../../../lib/use-session-token';
import { OrderStatusDialog } from './order-status-dialog';
import { RedeemCodeForm } from './redeem-code-form';
import './recharge.css';

/**
 * Refusals about who may pay, shown in the summary rather than as a passing toast: real name
 * missing, with a way to the real-name tab; a minor's account, barred for good, with none; a
 * recharge limit reached or a break in force, with a way to the responsible-play tab. The message
 * is the server's, in the member's language.
 */
type Refusal = { readonly kind: 'realName' | 'barred' | 'limit' | 'break'; readonly message: string };

const RECHARGE_LIMIT_CODES = new Set<number>([errorCode('RECHARGE_LIMIT_DAY'), errorCode('RECHARGE_LIMIT_WEEK'), errorCode('RECHARGE_LIMIT_MONTH')]);

const REFUSAL_TITLES = {
  realName: 'recharge.realNameTitle',
  barred: 'recharge.barredTitle',
  limit: 'responsible.rechargeLimitTitle',
  break: 'responsible.rechargeBreakTitle',
} as const satisfies Record<Refusal['kind'], string>;

function refusalOf(error: unknown, message: string): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === errorCode('REAL_NAME_REQUIRED')) return { kind: 'realName', message };
  if (error.code === errorCode('ACCOUNT_BARRED_MINOR')) return { kind: 'barred', message };
  if (RECHARGE_LIMIT_CODES.has(error.code)) return { kind: 'limit', message };
  if (error.code === errorCode('PLAY_BREAK_ACTIVE')) return { kind: 'break', message };
  return null;
}

type Selection = { readonly kind: 'package'; readonly id: string } | { readonly kind: 'custom' };

function customAmount(text: string): number | null {
  try {
    return parseMoney(text);
  } catch {
    return null;
  }
}

/**
 * The recharge centre: packages with their bonus, a custom amount within the configured limits,
 * payment methods, the adults-only agreement, the order and the trip to the hosted checkout, the
 * 'checking payment status' wait on return, and redemption codes. The personal centre's recharge
 * tab (`/user?tab=2`) mounts it as well.
 */
export function RechargePanel({ aside }: { readonly aside?: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const packages = usePayConfig();
  const trend = usePayTrendConfig();
  const createOrder = useCreatePayOrder();
  const pending = usePendingOrder();
  const [selection, setSelection] = useState<Selection | null>(null);
  const [custom, setCustom] = useState('');
  const [payType, setPayType] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  /** A new order whose checkout is a code to scan, shown here while the page waits for its payment. */
  const [scan, setScan] = useState<{ readonly orderNo: string; readonly qrCode: string } | null>(null);
  const ids = useId();

  const config = trend.data;
  const list = packages.data ?? [];
  const chosenPackage: RechargePackage | undefined = selection?.kind === 'package' ? list.find((pack) => pack.id === selection.id) : undefined;
  const customValue = selection?.kind === 'custom' ? customAmount(custom) : null;
  const customValid = customValue !== null && config !== undefined && customValue >= config.customMin && customValue <= config.customMax;
  const customRange = config ? { min: formatMoney(config.customMin), max: formatMoney(config.customMax) } : null;

  // The sum the settlement pays, from the same arithmetic: coins, the package's bonus and, for a
  // person's first paid order, the first-recharge bonus (a visitor is told it may apply).
  const chosen = chosenPackage ? { pay: chosenPackage.amount, coins: chosenPackage.coins, bonusPercent: chosenPackage.bonusPercent } : customValid && customValue !== null ? { pay: customValue, coins: customValue, bonusPercent: 0 } : null;
  // A first recharge on a package already at the maximum bonus gets no first bonus: the summary says why.
  const firstCapped = Boolean(chosen && config && config.firstRechargeEligible !== false && config.firstRechargeBonusPercent > 0 && firstRechargePercent(config.firstRechargeBonusPercent, chosen.bonusPercent) === 0);
  const summary = chosen && { pay: chosen.pay, ...rechargeCredit({ coins: chosen.coins, bonusPercent: chosen.bonusPercent, firstPercent: config?.firstRechargeBonusPercent ?? 0, first: config?.firstRechargeEligible !== false }) };

  function choice(): RechargeChoice | null {
    if (chosenPackage) return { packageId: chosenPackage.id };
    if (customValid && customValue !== null) return { amount: customValue };
    return null;
  }

  /** The checkout the server answered: the phone's on a phone (the call says the platform), a code to scan where it is one. */
  function openCheckout(order: OnPayUrlAnswer): void {
    pending.remember(order.orderNo);
    if (order.qrCode) {
      setScan({ orderNo: order.orderNo, qrCode: order.qrCode });
      return;
    }
    showToast('info', t('recharge.checkoutOpened'));
    window.location.assign(order.payUrl);
  }

  function submit(): void {
    const locale = currentLocale();
    const chosen = choice();
    if (!chosen) {
      showToast('warning', selection?.kind === 'custom' && customRange ? t('recharge.customInvalid', customRange) : t('recharge.nothingChosen'));
      return;
    }
    if (!payType) {
      showToast('warning', errorMessage('PAYMENT_METHOD_REQUIRED', locale));
      return;
    }
    if (!agreed) {
      showToast('warning', errorMessage('AGREEMENT_REQUIRED', locale));
      return;
    }
    if (!token) {
      showToast('warning', errorMessage('LOGIN_REQUIRED', locale));
      return;
    }
    setRefusal(null);
    createOrder.mutate(
      { choice: chosen, payType },
      {
        onSuccess: openCheckout,
        onError: (error) => {
          const message = error.message || errorMessage('UNKNOWN', locale);
          const about = refusalOf(error, message);
          if (about) setRefusal(about);
          else showToast('error', message);
        },
      },
    );
  }

  return (
    <div className="recharge">
      <section className="recharge-hero">
        <div className="recharge-hero__text">
          <h1 className="recharge-hero__title">{t('recharge.heroTitle')}</h1>
          <p className="recharge-hero__lead">{t('recharge.heroText')}</p>
        </div>
        <div className="recharge-hero__chips">
          {config ? (
            <>
              <span className="recharge-chip recharge-chip--hot">
                <Icon name="flame" size={16} />
                {t('recharge.maxBonus', { percent: config.maxBonusPercent })}
              </span>
              {config.firstRechargeBonusPercent > 0 && config.firstRechargeEligible !== false && (
                <span className="recharge-chip" data-testid="first-bonus">
                  <Icon name="gift" size={16} />
                  {t('recharge.firstBonus', { percent: config.firstRechargeBonusPercent })}
                </span>
              )}
            </>
          ) : (
            // Empty pills of the chips' size hold their place until the offer is known.
            (['flame', 'gift'] as const).map((icon) => (
              <span key={icon} className="recharge-chip recharge-chip--loading" aria-hidden="true">
                <Icon name={icon} size={16} />
                {t(icon === 'flame' ? 'recharge.maxBonus' : 'recharge.firstBonus', { percent: 10 })}
              </span>
            ))
          )}
        </div>
      </section>

      <div className="recharge__layout">
        <div className="recharge__main">
          <section className="card-panel recharge__packages" aria-labelledby={`${ids}-packages`}>
            <h2 id={`${ids}-packages`} className="card-panel__title">
              {t('recharge.packagesTitle')}
            </h2>
            <div className="package-grid" role="radiogroup" aria-labelledby={`${ids}-packages`}>
              {packages.isPending &&
                [0, 1, 2, 3, 4, 5].map((slot) => (
                  // A package's lines without their words: the card is as tall as the one it stands for.
                  <span key={slot} className="package-card package-card--loading" aria-hidden="true">
                    <span className="package-card__coin" />
                    {(['coins', 'bonus', 'price'] as const).map((line) => (
                      <span key={line} className={`package-card__${line}`}>
                        {'\u00a0'}
                      </span>
                    ))}
                  </span>
                ))}
              {list.map((pack) => {
                const checked = selection?.kind === 'package' && selection.id === pack.id;
                return (
                  <button
                    key={pack.id}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    className="package-card"
                    data-testid={`package-${pack.id}`}
                    onClick={() => setSelection({ kind: 'package', id: pack.id })}
                  >
                    {pack.bonusPercent > 0 && <span className="package-card__badge">{t('recharge.bonusBadge', { percent: pack.bonusPercent })}</span>}
                    <span className="package-card__coin" aria-hidden="true" />
                    <span className="package-card__coins">{formatMoney(pack.coins)}</span>
                    <span className="package-card__bonus">{pack.bonus > 0 ? t('recharge.bonusLine', { amount: formatMoney(pack.bonus) }) : t('recharge.noBonus')}</span>
                    <span className="package-card__price">{t('recharge.price', { amount: formatMoney(pack.amount) })}</span>
                  </button>
                );
              })}
            </div>

            <div className={`custom-amount ${selection?.kind === 'custom' ? 'custom-amount--active' : ''}`}>
              <label htmlFor={`${ids}-custom`} className="custom-amount__label">
                {t('recharge.customTitle')}
              </label>
              <div className="custom-amount__control">
                <span className="custom-amount__currency" aria-hidden="true">
                  ¥
                </span>
                {/* Drawn before the limits are known, so nothing moves when they come; typed into once they have. */}
                <input
                  id={`${ids}-custom`}
                  className="recharge-input"
                  inputMode="decimal"
                  autoComplete="off"
                  disabled={!config}
                  placeholder={customRange ? `${customRange.min} – ${customRange.max}` : ''}
                  value={custom}
                  aria-invalid={selection?.kind === 'custom' && custom !== '' && !customValid}
                  onFocus={() => setSelection({ kind: 'custom' })}
                  onChange={(event) => {
                    setCustom(event.target.value);
                    setSelection({ kind: 'custom' });
                  }}
                />
              </div>
              <p className="custom-amount__hint">{customRange ? t('recharge.customRange', customRange) : '\u00a0'}</p>
            </div>
          </section>

          <section className="card-panel recharge__methods" aria-labelledby={`${ids}-methods`}>
            <h2 id={`${ids}-methods`} className="card-panel__title">
              {t('recharge.methodsTitle')}
            </h2>
            {config && config.payTypes.length === 0 && <p className="card-panel__note">{t('recharge.noMethods')}</p>}
            <div className="pay-methods" role="radiogroup" aria-labelledby={`${ids}-methods`}>
              {!config &&
                // As many places as there are web pay types, each the size of one.
                WEB_PAY_TYPES.map((slot) => (
                  <span key={slot} className="pay-method pay-method--loading" aria-hidden="true">
                    <span className="pay-method__logo" />
                  </span>
                ))}
              {config?.payTypes.map((method) => (
                <button
                  key={method.code}
                  type="button"
                  role="radio"
                  aria-checked={payType === method.code}
                  className={`pay-method pay-method--${method.code}`}
                  onClick={() => setPayType(method.code)}
                >
                  <span className="pay-method__logo" aria-hidden="true">
                    {method.name.slice(0, 1)}
                  </span>
                  <span className="pay-method__name">{method.name}</span>
                  <span className="pay-method__tick" aria-hidden="true">
                    <Icon name="check" size={14} />
                  </span>
                </button>
              ))}
            </div>
          </section>
          <RedeemCodeForm />
        </div>

        <aside className="recharge__aside">
          <section className="card-panel recharge-summary" aria-labelledby={`${ids}-summary`}>
            <h2 id={`${ids}-summary`} className="card-panel__title">
              {t('recharge.summaryTitle')}
            </h2>
            {summary ? (
              <>
                <dl className="recharge-summary__list">
                  <div>
                    <dt>{t('recharge.summaryPay')}</dt>
                    <dd>{t('recharge.price', { amount: formatMoney(summary.pay) })}</dd>
                  </div>
                  <div>
                    <dt>{t('recharge.summaryCoins')}</dt>
                    <dd>{formatMoney(summary.coins)}</dd>
                  </div>
                  <div>
                    <dt>{t('recharge.summaryBonus')}</dt>
                    <dd className="recharge-summary__plus">+{formatMoney(summary.bonus)}</dd>
                  </div>
                  {summary.firstBonus > 0 && (
                    <div>
                      <dt>{t('recharge.summaryFirst')}</dt>
                      <dd className="recharge-summary__plus">+{formatMoney(summary.firstBonus)}</dd>
                    </div>
                  )}
                  <div className="recharge-summary__total">
                    <dt>{t('recharge.summaryTotal')}</dt>
                    <dd data-testid="summary-total">{formatMoney(summary.total)}</dd>
                  </div>
                </dl>
                {firstCapped && (
                  <p className="recharge-summary__note" data-testid="first-capped">
                    {t('recharge.firstCapped', { max: RECHARGE_MAX_BONUS_PERCENT })}
                  </p>
                )}
              </>
            ) : (
              <p className="card-panel__note">{t('recharge.nothingChosen')}</p>
            )}

            <div className="recharge-agree">
              <input id={`${ids}-agree`} type="checkbox" className="recharge-agree__box" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
              <label htmlFor={`${ids}-agree`} className="recharge-agree__label">
                {t('recharge.agreePrefix')} <Link to="/agreement">{t('footer.agreement')}</Link> {t('recharge.agreeAnd')}{' '}
                <Link to="/privacy">{t('footer.privacy')}</Link>
              </label>
            </div>
            <p className="recharge-summary__legal">{t('recharge.nonRefundable')}</p>

            {refusal && (
              <div className="recharge-refusal" role="alert">
                <Icon name="shield" size={20} />
                <div>
                  <p className="recharge-refusal__title">{t(REFUSAL_TITLES[refusal.kind])}</p>
                  <p className="recharge-refusal__text">{refusal.message}</p>
                  {refusal.kind === 'realName' && (
                    <Link to="/user?tab=3" className="recharge-refusal__link">
                      {t('recharge.realNameLink')}
                      <Icon name="chevronRight" size={16} />
                    </Link>
                  )}
                  {(refusal.kind === 'limit' || refusal.kind === 'break') && (
                    <Link to={RESPONSIBLE_PLAY_PATH} className="recharge-refusal__link">
                      {t('responsible.noticeLink')}
                      <Icon name="chevronRight" size={16} />
                    </Link>
                  )}
                </div>
              </div>
            )}

            <Button size="lg" block disabled={createOrder.isPending} onClick={submit}>
              <Icon name="wallet" />
              {createOrder.isPending ? t('recharge.submitting') : summary ? `${t('recharge.submit')} · ${t('recharge.price', { amount: formatMoney(summary.pay) })}` : t('recharge.submit')}
            </Button>
            <Link to="/recharge-list" className="recharge-summary__records">
              <Icon name="list" size={16} />
              {t('recharge.recordsLink')}
            </Link>
          </section>
          {aside && <div className="recharge__extra">{aside}</div>}
        </aside>
      </div>

      {scan && token ? (
        <OrderStatusDialog
          orderNo={scan.orderNo}
          qrCode={scan.qrCode}
          onClose={() => {
            setScan(null);
            pending.forget();
          }}
        />
      ) : (
        pending.orderNo && token && <OrderStatusDialog orderNo={pending.orderNo} onClose={pending.forget} />
      )}
    </div>
  );
}
