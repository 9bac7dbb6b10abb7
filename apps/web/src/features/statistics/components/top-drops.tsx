import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslation } from '../../../lib/i18n';
import { useTopDrops } from '../api/list-top-drops';
import { PublicDropRow } from './public-drop-row';
import './statistics.css';

/** `/visitor/listHose`: the most valuable drops of the last 7 days. */
export function TopDrops() {
  const { t } = useTranslation();
  const drops = useTopDrops();
  if (drops.isError) return <EmptyState icon="trophy" title={t('statistics.error')} />;
  if (!drops.data) return <LoadingState title={t('statistics.loading')} />;
  if (drops.data.list.length === 0) return <EmptyState icon="trophy" title={t('statistics.topDropsEmpty')} />;
  return (
    <ol className="drop-list drop-list--columns" data-testid="top-drops">
      {drops.data.list.map((drop, index) => (
        <PublicDropRow key={drop.openId} drop={drop} rank={index + 1} />
      ))}
    </ol>
  );
}
