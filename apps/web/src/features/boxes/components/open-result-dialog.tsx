import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@lootbay/shared/money';
import { GLOW_FROM_GRADE } from '@lootbay/shared/catalog';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { proofLink } from '../../../lib/proof-link';
import { showToast } from '../../../lib/toasts';
import { useSellWonItems } from '../api/sell-won-items';
import type { OpeningMode, Roll } from '../hooks/use-box-opening';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

interface OpenResultDialogProps {
  readonly open: boolean;
  readonly mode: OpeningMode;
  readonly rolls: readonly Roll[];
  readonly onClose: () => void;
  readonly onAgain: () => void;
}

/** What the roulette landed on: keep it in the backpack or sell it at once. Try-outs only show. */
export function OpenResultDialog({ open, mode, rolls, onClose, onAgain }: OpenResultDialogProps) {
  const { t } = useTranslation();
  const sell = useSellWonItems();
  const [sold, setSold] = useState<ReadonlySet<string>>(new Set());
  const total = rolls.reduce((sum, roll) => sum + roll.ornament.price, 0);
  const unsold = rolls.flatMap((roll) => (roll.backpackItemId && !sold.has(roll.backpackItemId) ? [roll.backpackItemId] : []));
  const paid = mode === 'paid';

  function sellItems(ids: readonly string[]): void {
    sell.mutate(ids, {
      onSuccess: (answer) => {
        setSold((previous) => new Set([...previous, ...answer.ids]));
        showToast('success', t('boxes.sold', { amount: formatMoney(answer.amount) }));
        if (answer.ids.length >= unsold.length) onClose();
      },
    });
  }

  return (
    <Dialog
      open={open}
      title={paid ? t('boxes.resultTitle') : mode === 'try' ? t('boxes.tryResultTitle') : t('boxes.guidedResultTitle')}
      closeLabel={t('boxes.close')}
      onClose={onClose}
      className={`result-dialog ${rolls.length > 1 ? 'result-dialog--multi' : ''}`}
      footer={
        paid ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={sell.isPending}>
              {t('boxes.keep')}
            </Button>
            {unsold.length > 0 && (
              <Button onClick={() => sellItems(unsold)} disabled={sell.isPending}>
                {t('boxes.sellFor', { amount: formatMoney(rolls.filter((roll) => roll.backpackItemId && unsold.includes(roll.backpackItemId)).reduce((sum, roll) => sum + roll.ornament.price, 0)) })}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('boxes.close')}
            </Button>
            <Button
              onClick={() => {
                onClose();
                onAgain();
              }}
            >
              {t('boxes.tryAgain')}
            </Button>
          </>
        )
      }
    >
      {!paid && <p className="result-dialog__note">{mode === 'try' ? t('boxes.tryNote') : t('boxes.guidedNote')}</p>}
      <ul className="result-dialog__items">
        {rolls.map((roll, index) => (
          <li key={index}>
            <ItemCard
              ornament={roll.ornament}
              className={`${roll.ornament.grade >= GLOW_FROM_GRADE ? 'item-card--rare' : ''} ${roll.backpackItemId && sold.has(roll.backpackItemId) ? 'item-card--sold' : ''}`}
              footer={
                <span className="item-card__roll">
                  {t('boxes.rollPoint')} {roll.rollPoint}
                  {paid && roll.openId && (
                    <Link className="item-card__verify" to={proofLink(roll.openId)} aria-label={t('boxes.verifyRoll', { point: roll.rollPoint })}>
                      {t('boxes.verify')}
                    </Link>
                  )}
                </span>
              }
            />
          </li>
        ))}
      </ul>
      <p className="result-dialog__total">
        {t('boxes.totalValue')} <Price amount={total} />
      </p>
    </Dialog>
  );
}
