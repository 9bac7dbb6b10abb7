import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { playerSearchPageSchema, type PlayerSummary } from '@lootbay/shared/schemas/console-players';
import { Button } from '../../../components/ui/button';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { Screen } from '../../ui/screen';
import { PlayerBadges } from './player-badges';

/** Finds players by phone, nickname, id, invite code or account; a row opens the profile. */
export default function PlayersScreen() {
  const t = useConsoleTexts().players;
  const common = useConsoleTexts().common;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const list = usePagedList('players/search', query ? { query } : {}, playerSearchPageSchema);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim() ? { q: draft.trim() } : {});
  };

  const columns: Column<PlayerSummary>[] = [
    { key: 'userId', label: t.userId, value: (row) => row.userId, render: (row) => <Link to={`/admin/players/${row.userId}`}>{row.userId}</Link> },
    { key: 'account', label: t.account, value: (row) => row.account },
    { key: 'nickname', label: t.nickname, value: (row) => row.nickname },
    { key: 'mobile', label: t.mobile, value: (row) => row.mobile },
    { key: 'coin', label: t.coin, numeric: true, value: (row) => row.coin, render: (row) => money(row.coin) },
    { key: 'status', label: t.status, value: (row) => (row.frozen ? 'frozen' : row.barred ? 'barred' : 'active'), render: (row) => <PlayerBadges player={row} /> },
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
  ];

  return (
    <Screen title={t.search} testId="players-screen">
      <form className="cx-filters" onSubmit={apply}>
        <Field label={t.query}>{(id) => <input id={id} className="cx-input cx-input--wide" type="search" value={draft} data-testid="player-query" onChange={(event) => setDraft(event.target.value)} />}</Field>
        <Button type="submit">{common.search}</Button>
      </form>
      <DataTable label={t.search} columns={columns} rowKey={(row) => row.userId} csvName="players" testId="players-table" onRowClick={(row) => navigate(`/admin/players/${row.userId}`)} {...list} />
    </Screen>
  );
}
