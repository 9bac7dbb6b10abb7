import { ledgerReasonLabel } from '@lootbay/shared/ledger-reasons';
import { blotterPageSchema, type BlotterEntry } from '@lootbay/shared/schemas/wallet';
import { inventoryPageSchema, type BackpackItem } from '@lootbay/shared/schemas/backpack';
import { playerOpensPageSchema, type PlayerOpensPage, type PlayerProfile, type PlayerSession } from '@lootbay/shared/schemas/console-players';
import { Button } from '../../../components/ui/button';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { useLocale } from '../../../lib/i18n';
import { DataTable, type Column } from '../../ui/data-table';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';

type Open = PlayerOpensPage['list'][number];


export function LedgerTab({ userId }: { userId: string }) {
  const t = useConsoleTexts().players;
  const locale = useLocale();
  const list = usePagedList('players/ledger', { userId }, blotterPageSchema);
  const columns: Column<BlotterEntry>[] = [
    { key: 'createdAt', label: t.time, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'currency', label: t.currency, value: (row) => row.currency },
    { key: 'amount', label: t.amount, numeric: true, value: (row) => row.amount, render: (row) => <span className={row.amount < 0 ? 'cx-bad' : 'cx-good'}>{money(row.amount)}</span> },
    { key: 'reason', label: t.reason, value: (row) => row.reason, render: (row) => <span title={row.reason}>{ledgerReasonLabel(row.reason, locale)}</span> },
    { key: 'reference', label: t.reference, value: (row) => row.reference },
  ];
  return <DataTable label={t.ledger} columns={columns} rowKey={(row) => row.id} csvName={`player-${userId}-ledger`} testId="ledger-table" {...list} />;
}

export function BackpackTab({ userId }: { userId: string }) {
  const t = useConsoleTexts().players;
  const list = usePagedList('players/backpack', { userId }, inventoryPageSchema);
  const columns: Column<BackpackItem>[] = [
    { key: 'createdAt', label: t.time, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'item', label: t.item, value: (row) => row.ornament.name, render: (row) => <span style={{ color: row.ornament.gradeColor }}>{row.ornament.name}</span> },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'status', label: t.status, value: (row) => t.itemStatus[row.status] ?? String(row.status) },
  ];
  return <DataTable label={t.backpack} columns={columns} rowKey={(row) => row.id} csvName={`player-${userId}-backpack`} testId="backpack-table" {...list} />;
}

export function OpensTab({ userId }: { userId: string }) {
  const t = useConsoleTexts().players;
  const list = usePagedList('players/opens', { userId }, playerOpensPageSchema);
  const columns: Column<Open>[] = [
    { key: 'createdAt', label: t.time, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'box', label: t.box, value: (row) => row.boxName, render: (row) => <span data-box-id={row.boxId}>{row.boxName}</span> },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'item', label: t.item, value: (row) => row.ornament.name, render: (row) => <span style={{ color: row.ornament.gradeColor }}>{row.ornament.name}</span> },
    { key: 'value', label: t.coin, numeric: true, value: (row) => row.ornament.price, render: (row) => money(row.ornament.price) },
    { key: 'rollPoint', label: t.rollPoint, numeric: true, value: (row) => row.rollPoint },
    { key: 'round', label: t.round, numeric: true, value: (row) => row.round },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.oddsVersion },
  ];
  return <DataTable label={t.opens} columns={columns} rowKey={(row) => row.openId} csvName={`player-${userId}-opens`} testId="opens-table" {...list} />;
}

export function SessionsTab({ profile, canWrite, onRevoke }: { profile: PlayerProfile; canWrite: boolean; onRevoke: (session: PlayerSession | null) => void }) {
  const t = useConsoleTexts().players;
  const columns: Column<PlayerSession>[] = [
    { key: 'createdAt', label: t.time, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'renewedAt', label: t.renewedAt, value: (row) => row.renewedAt, render: (row) => <Moment at={row.renewedAt} /> },
    { key: 'expiresAt', label: t.expiresAt, value: (row) => row.expiresAt, render: (row) => <Moment at={row.expiresAt} /> },
    { key: 'ip', label: t.ip, value: (row) => row.ip },
    { key: 'userAgent', label: t.userAgent, value: (row) => row.userAgent, render: (row) => <span className="cx-clip">{row.userAgent}</span> },
  ];
  if (canWrite) {
    columns.push({
      key: 'revoke',
      label: t.revoke,
      sortable: false,
      value: () => null,
      render: (row) => (
        <Button size="sm" variant="secondary" onClick={() => onRevoke(row)}>
          {t.revoke}
        </Button>
      ),
    });
  }
  return (
    <>
      {canWrite && profile.sessions.length > 0 && (
        <div className="cx-filters">
          <Button variant="secondary" onClick={() => onRevoke(null)}>
            {t.revokeAll}
          </Button>
        </div>
      )}
      <DataTable label={t.sessions} columns={columns} rows={profile.sessions} rowKey={(row) => row.id} csvName={`player-${profile.userId}-sessions`} testId="sessions-table" />
    </>
  );
}
