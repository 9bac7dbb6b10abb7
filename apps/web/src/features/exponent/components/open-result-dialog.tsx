import { Link } from 'react-router';
import type { ExponentOpen } from '@lootbay/shared/schemas/exponent';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ItemCard } from '../../../components/ui/item-card';
import { proofLink } from '../../../lib/proof-link';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** What an index box gave: the item, now in the backpack, and the roll that chose it. */
export function OpenResultDialog({ result, onClose }: { readonly result: ExponentOpen | null; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={result !== null}
      title={t('exponent.openedTitle')}
      onClose={onClose}
      closeLabel={t('exponent.dismiss')}
      size="sm"
      footer={
        <Button onClick={onClose} data-testid="exponent-open-done">
          {t('exponent.openedDone')}
        </Button>
      }
    >
      {result && (
        <div className="open-result" data-testid="exponent-open-result">
          <ItemCard ornament={result.ornament} className="open-result__card" />
          <p>{t('exponent.openedText', { box: result.boxName, point: result.rollPoint })}</p>
          <p className="open-result__links">
            <Link to="/bag">{t('exponent.toBackpack')}</Link>
            <Link to={proofLink(result.rollId)}>{t('exponent.proof')}</Link>
          </p>
        </div>
      )}
    </Dialog>
  );
}
