import type { ForgeRecord } from '@lootbay/shared/schemas/forge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { proofLink } from '../../../lib/proof-link';
import { useForgePools } from '../api/list-pools';
import './forge.css';
import { useTranslation } from '../../../lib/i18n';

/** What the forge made, now in the backpack, with the pool it came from and its proof. */
export function ForgeResultDialog({ record, onClose }: { readonly record: ForgeRecord; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const pools = useForgePools();
  const pool = pools.data?.find((candidate) => candidate.boxId === record.boxId);

  return (
    <Dialog
      open
      title={t('forge.resultTitle')}
      closeLabel={t('forge.close')}
      onClose={onClose}
      className="forge-result"
      footer={
        <>
          <ButtonLink to={proofLink(record.rollId)} variant="secondary">
            <Icon name="shield" size={16} />
            {t('forge.proof')}
          </ButtonLink>
          <Button onClick={onClose}>{t('forge.again')}</Button>
        </>
      }
    >
      <p className="forge-result__note">
        {t('forge.resultNote', { count: record.ids.length, pool: pool?.name ?? record.boxId })} <Price amount={record.inputValue} />
      </p>
      <ItemCard
        ornament={record.item}
        className="forge-result__item"
        footer={
          <span className="item-card__roll">
            {t('forge.rollPoint')} {record.rollPoint}
          </span>
        }
      />
    </Dialog>
  );
}
