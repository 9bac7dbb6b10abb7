import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useClaimInviteAward } from '../api/claim-award';

/** The settled promotion amount and the button that moves it into the coin balance. */
export function PromotionAmount({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const claim = useClaimInviteAward();

  function onClaim(): void {
    claim.mutate(undefined, { onSuccess: (answer) => showToast('success', t('invite.claimed', { amount: formatMoney(answer.amount) })) });
  }

  return (
    <section className="iv-card iv-amount" aria-label={t('invite.amount')}>
      <h2 className="iv-card__title">{t('invite.amount')}</h2>
      <div className="iv-amount__row">
        <span data-testid="invite-amount">
          <Price amount={amount} className="iv-amount__price" label={t('invite.amount')} />
        </span>
        <Button onClick={onClaim} disabled={amount <= 0 || claim.isPending}>
          <Icon name="gift" size={16} />
          {t('invite.claim')}
        </Button>
      </div>
      <p className="iv-card__hint">{t('invite.amountHint')}</p>
    </section>
  );
}
