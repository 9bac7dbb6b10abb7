import type { PercentPlay } from '@lootbay/shared/schemas/percentage';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { ItemCard } from '../../../components/ui/item-card';
import { formatChance } from '../../../lib/format-chance';
import { proofLink } from '../../../lib/proof-link';
import './percentage.css';
import { useTranslation } from '../../../lib/i18n';

interface PercentResultDialogProps {
  readonly play: PercentPlay;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** What the dial stopped on: the target when the roll point fell in the winning arc, else a graffiti; both wait in the backpack. */
export function PercentResultDialog({ play, open, onClose }: PercentResultDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t(play.win ? 'percentage.resultWon' : 'percentage.resultLost')}
      closeLabel={t('percentage.close')}
      onClose={onClose}
      className={`percent-result ${play.win ? 'percent-result--won' : ''}`}
      footer={
        <>
          <ButtonLink to={proofLink(play.rollId)} variant="secondary">
            <Icon name="shield" size={16} />
            {t('percentage.proof')}
          </ButtonLink>
          <Button onClick={onClose}>{t('percentage.again')}</Button>
        </>
      }
    >
      <p className="percent-result__note">{t(play.win ? 'percentage.wonNote' : 'percentage.lostNote')}</p>
      <ItemCard
        ornament={play.item}
        className="percent-result__item"
        footer={
          <span className="item-card__roll">
            {t('percentage.rollPoint')} {play.rollPoint} · {t('percentage.chance')} {formatChance(play.chance)}
          </span>
        }
      />
    </Dialog>
  );
}
