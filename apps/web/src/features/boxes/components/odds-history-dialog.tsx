import { Dialog } from '../../../components/ui/dialog';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useOddsVersions } from '../api/list-odds-versions';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

interface OddsHistoryDialogProps {
  readonly open: boolean;
  readonly boxId: string;
  /** The version in force, marked in the list. */
  readonly current: number;
  readonly onClose: () => void;
}

/** Every odds version the box has had, with its date, price, expected return and full hash. */
export function OddsHistoryDialog({ open, boxId, current, onClose }: OddsHistoryDialogProps) {
  const { t } = useTranslation();
  const versions = useOddsVersions(boxId, open);

  return (
    <Dialog open={open} title={t('boxes.oddsHistory')} closeLabel={t('boxes.close')} onClose={onClose}>
      <p className="odds-history__lead">{t('boxes.oddsHistoryLead')}</p>
      {versions.isPending ? (
        <p className="odds-history__note" aria-busy="true">
          {t('boxes.oddsHistoryLoading')}
        </p>
      ) : versions.isError ? (
        <p className="odds-history__note">{t('boxes.oddsHistoryError')}</p>
      ) : (
        <ol className="odds-history" data-testid="odds-history">
          {versions.data.map((version) => (
            <li key={version.version} className="odds-history__entry" data-version={version.version}>
              <div className="odds-history__head">
                <strong>{t('boxes.oddsVersion', { version: version.version })}</strong>
                {version.version === current && <span className="odds-history__current">{t('boxes.oddsCurrent')}</span>}
                <time dateTime={new Date(version.publishedAt).toISOString()}>{formatTime(version.publishedAt)}</time>
              </div>
              <dl className="odds-history__facts">
                <div>
                  <dt>{t('boxes.price')}</dt>
                  <dd>
                    <Price amount={version.price} />
                  </dd>
                </div>
                <div>
                  <dt>{t('boxes.expectedReturn')}</dt>
                  <dd>
                    <Price amount={version.expectedReturn} />
                  </dd>
                </div>
              </dl>
              <code className="odds-history__hash">{version.hash}</code>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
