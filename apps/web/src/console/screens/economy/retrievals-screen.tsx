import { useState } from 'react';
import { Link } from 'react-router';
import { consoleRetrievalPageSchema, type ConsoleRetrieval } from '@lootbay/shared/schemas/console-economy';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { DataTable, type Column } from '../../ui/data-table';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { Screen, Section } from '../../ui/screen';

/** The queue of retrievals to Steam: each one's statuses (spec point 4), the market's checks and how it ended. */
export default function RetrievalsScreen() {
  const t = useConsoleTexts().economy;
  const [state, setState] = useState<'open' | 'finished' | 'all'>('open');
  const [userId, setUserId] = useState('');
  const list = usePagedList('economy/retrievals', { ...(state === 'all' ? {} : { state }), ...(userId ? { userId } : {}) }, consoleRetrievalPageSchema);
  const columns: Column<ConsoleRetrieval>[] = [
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'player', label: t.player, value: (row) => row.userId, render: (row) => <Link to={`/admin/players/${encodeURIComponent(row.userId)}`}>{row.userId.slice(0, 8)}</Link> },
    { key: 'kind', label: t.kind, value: (row) => row.kind, render: (row) => (row.kind === 'key' ? t.kinds.key : t.kinds.item) },
    { key: 'market', label: t.market, value: (row) => row.marketName },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'sell', label: t.sell, numeric: true, value: (row) => row.sellStatus },
    { key: 'shipping', label: t.shipping, numeric: true, value: (row) => row.shippingStatus },
    { key: 'outcome', label: t.outcome, value: (row) => row.outcome, render: (row) => (row.outcome ? <span className={`cx-badge ${row.outcome === 'delivered' ? 'cx-badge--good' : 'cx-badge--bad'}`}>{t.outcomes[row.outcome]}</span> : '—') },
    { key: 'checks', label: t.checks, numeric: true, value: (row) => row.checks },
    { key: 'nextCheck', label: t.nextCheck, value: (row) => row.nextCheckAt, render: (row) => (row.nextCheckAt ? <Moment at={row.nextCheckAt} /> : '—') },
    { key: 'stateSince', label: t.stateSince, value: (row) => row.stateSince, render: (row) => <Moment at={row.stateSince} /> },
  ];
  return (
    <Screen title={t.retrievalsTitle} testId="retrievals-screen">
      <p className="cx-note">{t.retrievalsLead}</p>
      <Section
        title={t.retrievalsTitle}
        actions={
          <>
            <input className="cx-input" type="search" aria-label={t.userFilter} placeholder={t.userFilter} value={userId} onChange={(event) => setUserId(event.target.value.trim())} />
            <select className="cx-input" aria-label={t.state} value={state} onChange={(event) => setState(event.target.value as typeof state)}>
              <option value="open">{t.open}</option>
              <option value="finished">{t.finished}</option>
              <option value="all">{t.all}</option>
            </select>
          </>
        }
      >
        <DataTable label={t.retrievalsTitle} columns={columns} rowKey={(row) => row.id} csvName="retrievals" testId="retrievals-table" {...list} />
      </Section>
    </Screen>
  );
}
