import { useState } from 'react';
import { z } from 'zod';
import { consoleSettingSchema, type ConsoleSetting } from '@lootbay/shared/schemas/console-site';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen } from '../../ui/screen';

/** The settings players' pages read: what each is for, its value, edited with a reason. */
export default function SettingsScreen() {
  const t = useConsoleTexts().site;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const settings = useConsoleQuery('site/settings', {}, z.array(consoleSettingSchema));
  const save = useConsoleChange('site/settings/save', consoleSettingSchema, common.saved);
  const reason = useReasonDialog();
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const columns: Column<ConsoleSetting>[] = [
    { key: 'code', label: t.code, value: (row) => row.code, render: (row) => <code>{row.code}</code> },
    { key: 'label', label: t.label, value: (row) => row.label?.[locale] ?? null },
    {
      key: 'value',
      label: t.value,
      value: (row) => row.value,
      render: (row) => (may('site.write') ? <input className="cx-input" aria-label={`${t.value} ${row.code}`} maxLength={1000} value={drafts[row.code] ?? row.value ?? ''} onChange={(event) => setDrafts({ ...drafts, [row.code]: event.target.value })} /> : (row.value ?? '—')),
    },
    { key: 'updatedAt', label: t.updatedAt, value: (row) => row.updatedAt, render: (row) => <Moment at={row.updatedAt} /> },
  ];
  if (may('site.write')) {
    columns.push({
      key: 'save',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={drafts[row.code] === undefined}
          onClick={() =>
            reason.ask(fillText(t.settingSummary, { code: row.code, value: drafts[row.code] ?? '' }), async (why) => {
              await save.mutateAsync({ code: row.code, value: drafts[row.code] ?? '', reason: why });
              setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([code]) => code !== row.code)));
            })
          }
        >
          {common.save}
        </Button>
      ),
    });
  }

  return (
    <Screen title={t.settings} testId="settings-screen">
      <DataTable label={t.settings} columns={columns} rows={settings.data ?? []} rowKey={(row) => row.code} csvName="settings" loading={settings.isFetching} />
      {reason.dialog}
    </Screen>
  );
}
