import { useState, type FormEvent } from 'react';
import { auditPageSchema, type AuditEntry } from '@lootbay/shared/schemas/console';
import { Button } from '../../../components/ui/button';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { ChangeDiff } from '../../ui/change-diff';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { Screen } from '../../ui/screen';

const NO_FILTERS = { actor: '', action: '', target: '' };

/** Every change made in the console, newest first, with who, why and what it changed. */
export default function AuditScreen() {
  const t = useConsoleTexts().audit;
  const common = useConsoleTexts().common;
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList('audit', Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')), auditPageSchema);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ actor: draft.actor.trim(), action: draft.action.trim(), target: draft.target.trim() });
  };

  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t.at, value: (row) => row.at, render: (row) => <Moment at={row.at} /> },
    { key: 'actor', label: t.actor, value: (row) => row.actor },
    { key: 'action', label: t.action, value: (row) => row.action, render: (row) => <code>{row.action}</code> },
    { key: 'target', label: t.target, value: (row) => row.target },
    { key: 'reason', label: t.reason, value: (row) => row.reason },
    { key: 'change', label: t.change, sortable: false, value: (row) => JSON.stringify({ before: row.before, after: row.after }), render: (row) => <ChangeDiff before={row.before} after={row.after} /> },
  ];

  return (
    <Screen title={t.title} testId="audit-screen">
      <form className="cx-filters" onSubmit={apply}>
        {(['actor', 'action', 'target'] as const).map((key) => (
          <Field key={key} label={t[key]}>
            {(id) => <input id={id} className="cx-input" value={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.value })} />}
          </Field>
        ))}
        <Button type="submit">{common.search}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
          }}
        >
          {common.reset}
        </Button>
      </form>
      <DataTable label={t.title} columns={columns} rowKey={(row) => row.id} csvName="audit" testId="audit-table" {...list} />
    </Screen>
  );
}
