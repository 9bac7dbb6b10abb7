import { useState } from 'react';
import { MALL_BUY_MAX } from '@lootbay/shared/constants';
import type { MallItem } from '@lootbay/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useMallBuy } from '../api/mall-buy';
import './shop.css';
import { useTranslation } from '../../../lib/i18n';
import { useRedrawAfterChange } from '../../../lib/use-redraw-after-change';

interface BuyDialogProps {
  readonly item: MallItem | null;
  /** The member's diamonds (null until known): they cannot be recharged, so a purchase they do not cover is not offered. */
  readonly diamonds: number | null;
  readonly onClose: () => void;
}

/** Buying a mall item: how many, what you give (the mall's price) and what you get (the items, worth their value in the backpack). */
export function BuyDialog({ item, diamonds, onClose }: BuyDialogProps) {
  const { t } = useTranslation();
  const buy = useMallBuy();
  const [num, setNum] = useState(1);
  const redraw = useRedrawAfterChange();
  const [problem, setProblem] = useState<string | null>(null);
  const most = Math.max(1, Math.min(MALL_BUY_MAX, item?.stock ?? 1));
  const count = Math.min(num, most);
  const diamondsShort = item?.currency === 'diamond' && diamonds !== null && diamonds < item.price * count;

  function close(): void {
    setNum(1);
    setProblem(null);
    onClose();
  }

  function purchase(useJade = false): void {
    if (!item) return;
    const requestId = newRequestId();
    setProblem(null);
    buy
      .mutateAsync({ id: item.id, num: count, price: item.price, requestId, ...(useJade ? { useJade } : {}) })
      .then((answer) => {
        showToast('success', t('shop.bought', { count: answer.list.length, name: item.ornament.name }));
        close();
      })
      .catch((error: unknown) => {
        if (!offerForRefusal(error, () => purchase(true))) setProblem(error instanceof Error ? error.message : String(error));
      });
  }

  return (
    <Dialog
      open={item !== null}
      title={t('shop.buyTitle')}
      closeLabel={t('bag.close')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('bag.cancel')}
          </Button>
          <Button onClick={() => purchase()} disabled={buy.isPending || !item || diamondsShort} aria-describedby={diamondsShort ? 'buy-diamonds-short' : undefined} data-testid="confirm-buy">
            {buy.isPending ? t('shop.buying') : t('shop.confirmBuy')}
          </Button>
        </>
      }
    >
      {item && (
        <div className="trade">
          <ItemCard ornament={item.ornament} compact />
          <label className="bag__field trade__num">
            <span>{t('shop.quantity', { max: most })}</span>
            <input
              type="number"
              min={1}
              max={most}
              value={count}
              onChange={(event) => {
                setNum(Math.max(1, Math.min(most, Math.trunc(Number(event.target.value)) || 1)));
                redraw();
              }}
            />
          </label>
          <dl className="trade__sides">
            <div className="trade__side">
              <dt>{t('shop.youGive')}</dt>
              <dd>
                <Price amount={item.price * count} currency={item.currency} />
              </dd>
            </div>
            <Icon name="chevronRight" size={20} className="trade__arrow" />
            <div className="trade__side">
              <dt>{t('shop.youGet')}</dt>
              <dd>
                {t('shop.itemsOf', { count, name: item.ornament.name })}
                <small>{t('shop.worth')} <Price amount={item.ornament.price * count} /></small>
              </dd>
            </div>
          </dl>
          {diamondsShort && (
            <div className="trade__short" id="buy-diamonds-short" data-testid="buy-diamonds-short">
              <p>
                <Icon name="info" size={16} /> {t('shop.diamondsHeld')} <Price amount={diamonds ?? 0} currency="diamond" />
              </p>
              <p className="trade__short-why">{t('shop.diamondsOnlyFromExchanges')}</p>
            </div>
          )}
          {problem && (
            <p className="inline-problem" role="alert">
              <Icon name="error" size={16} /> {problem}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
