import { useState } from 'react';
import { Link } from 'react-router';
import type { ExponentBagItem, ExponentOpen } from '@lootbay/shared/schemas/exponent';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ItemCard } from '../../../components/ui/item-card';
import { formatTime } from '../../../lib/format-time';
import { proofLink } from '../../../lib/proof-link';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useOpenIndexBox } from '../api/open-index-box';
import { OddsDialog } from './odds-dialog';
import { OpenResultDialog } from './open-result-dialog';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** The reveal lasts at least this long, so a quick answer still reads as an opening. */
const REVEAL_MS = 1_200;
const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Index boxes of the exponent bag: held ones with their open button, opened ones with the item they gave. */
export function BagList({ items }: { readonly items: readonly ExponentBagItem[] }) {
  const { t } = useTranslation();
  const open = useOpenIndexBox();
  const [opening, setOpening] = useState<string | null>(null);
  const [result, setResult] = useState<ExponentOpen | null>(null);
  const [looked, setLooked] = useState<ExponentBagItem['box'] | null>(null);

  function openBox(item: ExponentBagItem): void {
    setOpening(item.id);
    Promise.all([open.mutateAsync({ id: item.id, requestId: newRequestId() }), pause(REVEAL_MS)])
      .then(([opened]) => setResult(opened))
      .catch((error: unknown) => showToast('error', error instanceof Error ? error.message : String(error)))
      .finally(() => setOpening(null));
  }

  if (items.length === 0) return <EmptyState icon="backpack" title={t('exponent.bagEmpty')} text={t('exponent.bagEmptyText')} action={<Link to="/exponent">{t('exponent.toGame')}</Link>} />;
  return (
    <>
      <ul className="bag-grid" data-testid="exponent-bag">
        {items.map((item) => (
          <li key={item.id} className={`bag-box ${item.open ? 'bag-box--opened' : ''} ${opening === item.id ? 'bag-box--opening' : ''}`} data-testid="exponent-bag-item">
            {item.open ? (
              <ItemCard ornament={item.open.ornament} compact footer={<Link to={proofLink(item.open.rollId)}>{t('exponent.proof')}</Link>} />
            ) : (
              <>
                <img className="bag-box__image" src={item.box.image} alt="" />
                <strong className="bag-box__name">{item.box.name}</strong>
                <small>{t('exponent.bagFrom', { issue: item.issue, time: formatTime(item.createdAt) })}</small>
                <small>{t('exponent.bagReturn', { value: (item.box.expectedReturn / 100).toFixed(2) })}</small>
                <div className="bag-box__actions">
                  <Button size="sm" onClick={() => openBox(item)} disabled={opening !== null} data-testid="exponent-open">
                    {opening === item.id ? <span className="spinner spinner--sm" aria-hidden="true" /> : null}
                    {opening === item.id ? t('exponent.opening') : t('exponent.open')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setLooked(item.box)}>
                    {t('exponent.odds')}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <OpenResultDialog result={result} onClose={() => setResult(null)} />
      <OddsDialog box={looked} onClose={() => setLooked(null)} />
    </>
  );
}
