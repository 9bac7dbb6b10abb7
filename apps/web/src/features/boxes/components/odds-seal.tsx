import { useState } from 'react';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { HashValue } from '../../../components/ui/hash-value';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { OddsHistoryDialog } from './odds-history-dialog';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * The odds version on screen, when it was published and its hash: every open records that hash,
 * so anyone can later tell that the odds they were shown are the odds they rolled against.
 */
export function OddsSeal({ box }: { readonly box: BoxDetail }) {
  const { t } = useTranslation();
  const [history, setHistory] = useState(false);

  return (
    <div className="odds-seal" data-testid="odds-seal">
      <Icon name="shield" className="odds-seal__icon" />
      <div className="odds-seal__text">
        <span className="odds-seal__version">
          {t('boxes.oddsVersion', { version: box.oddsVersion })} · {t('boxes.oddsPublished')}{' '}
          <time dateTime={new Date(box.oddsPublishedAt).toISOString()}>{formatTime(box.oddsPublishedAt)}</time>
        </span>
        <span className="odds-seal__hash">
          {t('boxes.oddsHash')} <HashValue value={box.oddsHash} copyLabel={t('boxes.copyHash')} copiedText={t('boxes.hashCopied')} testId="odds-hash" />
        </span>
      </div>
      <Button size="sm" variant="secondary" onClick={() => setHistory(true)}>
        <Icon name="history" size={16} />
        {t('boxes.oddsHistory')}
      </Button>
      <OddsHistoryDialog open={history} boxId={box.id} current={box.oddsVersion} onClose={() => setHistory(false)} />
    </div>
  );
}
