import type { DataExport } from '@lootbay/shared/schemas/privacy';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { showToast } from '../../../lib/toasts';
import { downloadExport } from '../api/download-export';
import { useExports } from '../api/list-exports';
import { useRequestExport } from '../api/request-export';
import { Panel } from '../../../components/ui/panel';
import './privacy.css';
import { useTranslation } from '../../../lib/i18n';

function kilobytes(size: number | null): string {
  return size === null ? '' : (Math.max(size, 1) / 1024).toFixed(1);
}

function ExportRow({ item }: { readonly item: DataExport }) {
  const { t } = useTranslation();
  return (
    <li className="dr-export" data-testid="data-export">
      <div className="dr-export__facts">
        <span className={`dr-pill dr-pill--${item.status}`}>{t(`dataRights.statuses.${item.status}`)}</span>
        <span className="dr-export__time">{t('dataRights.requestedAt', { time: formatTime(item.requestedAt) })}</span>
        {item.status === 'ready' && item.expiresAt !== null && (
          <span className="dr-export__time">
            {t('dataRights.expiresAt', { time: formatTime(item.expiresAt) })} · {t('dataRights.size', { size: kilobytes(item.size) })}
          </span>
        )}
      </div>
      {item.status === 'ready' && (
        <Button size="sm" variant="secondary" onClick={() => void downloadExport(item.id)}>
          <Icon name="download" size={16} />
          {t('dataRights.download')}
        </Button>
      )}
    </li>
  );
}

/** Request an export of everything held about the member, follow it and download it once ready. */
export function ExportPanel() {
  const { t } = useTranslation();
  const exports = useExports();
  const request = useRequestExport();
  const list = exports.data?.list ?? [];
  const preparing = list.some((item) => item.status === 'preparing');

  const ask = () => request.mutate(undefined, { onSuccess: () => showToast('success', t('dataRights.exportRequested')) });

  return (
    <Panel bodyClassName="dr-body" icon="download" title={t('dataRights.exportTitle')} description={t('dataRights.exportDescription')}>
      <Button onClick={ask} disabled={request.isPending || preparing}>
        {t('dataRights.exportRequest')}
      </Button>
      {exports.data && (
        <ul className="dr-exports" aria-label={t('dataRights.exportsLabel')}>
          {list.length === 0 && <li className="dr-exports__empty">{t('dataRights.exportsEmpty')}</li>}
          {list.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
