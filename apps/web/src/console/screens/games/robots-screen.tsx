import { useState } from 'react';
import { z } from 'zod';
import { consoleRobotSchema, type ConsoleRobot } from '@lootbay/shared/schemas/console-games';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen } from '../../ui/screen';

/** The house robots: rename one or change its picture; ids and seeds never change. */
export default function RobotsScreen() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const may = useMay();
  const robots = useConsoleQuery('games/robots', {}, z.array(consoleRobotSchema));
  const update = useConsoleChange('games/robots/update', consoleRobotSchema, common.saved);
  const reason = useReasonDialog();
  const [drafts, setDrafts] = useState<Record<string, { nickname: string; avatar: string }>>({});
  const draftOf = (robot: ConsoleRobot) => drafts[robot.id] ?? { nickname: robot.nickname, avatar: robot.avatar ?? '' };
  const edit = (robot: ConsoleRobot, change: Partial<{ nickname: string; avatar: string }>) => setDrafts({ ...drafts, [robot.id]: { ...draftOf(robot), ...change } });

  const save = (robot: ConsoleRobot) => {
    const draft = draftOf(robot);
    reason.ask(fillText(t.robotSummary, { id: robot.id, nickname: draft.nickname }), async (why) => {
      await update.mutateAsync({ id: robot.id, nickname: draft.nickname, avatar: draft.avatar.trim() ? draft.avatar.trim() : null, reason: why });
      setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([id]) => id !== robot.id)));
    });
  };

  const columns: Column<ConsoleRobot>[] = [
    { key: 'id', label: t.id, value: (row) => row.id, render: (row) => <code>{row.id}</code> },
    {
      key: 'nickname',
      label: t.nickname,
      value: (row) => row.nickname,
      render: (row) => (may('games.write') ? <input className="cx-input" aria-label={`${t.nickname} ${row.id}`} maxLength={14} value={draftOf(row).nickname} onChange={(event) => edit(row, { nickname: event.target.value })} /> : row.nickname),
    },
    {
      key: 'avatar',
      label: t.avatar,
      value: (row) => row.avatar,
      render: (row) => (
        <span className="cx-odds-item">
          {row.avatar && <img src={row.avatar} alt="" width={28} height={28} className="cx-thumb cx-thumb--round" />}
          {may('games.write') ? <input className="cx-input" aria-label={`${t.avatar} ${row.id}`} value={draftOf(row).avatar} onChange={(event) => edit(row, { avatar: event.target.value })} /> : row.avatar}
        </span>
      ),
    },
    { key: 'edited', label: t.edited, value: (row) => row.edited, render: (row) => (row.edited ? common.yes : common.no) },
    { key: 'updatedAt', label: t.updatedAt, value: (row) => row.updatedAt, render: (row) => <Moment at={row.updatedAt} /> },
  ];
  if (may('games.write')) {
    columns.push({
      key: 'save',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) => (
        <Button size="sm" variant="secondary" disabled={!drafts[row.id]} onClick={() => save(row)}>
          {common.save}
        </Button>
      ),
    });
  }

  return (
    <Screen title={t.robots} testId="robots-screen">
      <DataTable label={t.robots} columns={columns} rows={robots.data ?? []} rowKey={(row) => row.id} csvName="robots" loading={robots.isFetching} />
      {reason.dialog}
    </Screen>
  );
}
