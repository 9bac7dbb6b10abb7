import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { CONSOLE_ROLES, type ConsoleRole } from '@lootbay/shared/console';
import { operatorSchema, type Operator } from '@lootbay/shared/schemas/console';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

/** Operator accounts: create one, change a role, disable or enable, reset an authenticator. */
export default function OperatorsScreen() {
  const t = useConsoleTexts().operators;
  const common = useConsoleTexts().common;
  const list = useConsoleQuery('operators/list', {}, z.array(operatorSchema));
  const create = useConsoleChange('operators/create', operatorSchema, common.saved);
  const change = useConsoleChange('operators/change', operatorSchema, common.saved);
  const reason = useReasonDialog();
  const [draft, setDraft] = useState<{ account: string; password: string; role: ConsoleRole }>({ account: '', password: '', role: 'support' });

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    reason.ask(fillText(t.createSummary, { account: draft.account, role: common.roles[draft.role] }), async (why) => {
      await create.mutateAsync({ ...draft, reason: why });
      setDraft({ account: '', password: '', role: 'support' });
    });
  };

  const changeOperator = (operator: Operator, summary: string, changes: Record<string, unknown>) =>
    reason.ask(summary, (why) => change.mutateAsync({ id: operator.id, ...changes, reason: why }));

  const columns: Column<Operator>[] = [
    { key: 'account', label: t.account, value: (row) => row.account },
    {
      key: 'role',
      label: t.role,
      value: (row) => row.role,
      render: (row) => (
        <select className="cx-input cx-input--inline" aria-label={`${t.role} ${row.account}`} value={row.role} onChange={(event) => changeOperator(row, fillText(t.changeRole, { account: row.account, role: common.roles[event.target.value as ConsoleRole] }), { role: event.target.value })}>
          {CONSOLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {common.roles[role]}
            </option>
          ))}
        </select>
      ),
    },
    { key: 'enrolled', label: t.enrolled, value: (row) => row.enrolled, render: (row) => (row.enrolled ? common.yes : common.no) },
    { key: 'disabled', label: t.disabled, value: (row) => row.disabled, render: (row) => (row.disabled ? <span className="cx-badge cx-badge--bad">{common.yes}</span> : common.no) },
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    {
      key: 'actions',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) => (
        <div className="cx-row-actions">
          <Button variant="secondary" size="sm" onClick={() => changeOperator(row, fillText(row.disabled ? t.enableSummary : t.disableSummary, { account: row.account }), { disabled: !row.disabled })}>
            {row.disabled ? t.enable : t.disable}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => changeOperator(row, fillText(t.resetSummary, { account: row.account }), { resetTotp: true })}>
            {t.resetTotp}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Screen title={t.title} testId="operators-screen">
      <Section title={t.create}>
        <form className="cx-filters" onSubmit={submitCreate} data-testid="operator-create">
          <Field label={t.account}>{(id) => <input id={id} className="cx-input" required pattern="[A-Za-z0-9_.\-]{3,32}" value={draft.account} onChange={(event) => setDraft({ ...draft, account: event.target.value })} />}</Field>
          <Field label={t.password}>{(id) => <input id={id} className="cx-input" type="password" autoComplete="new-password" required minLength={12} value={draft.password} onChange={(event) => setDraft({ ...draft, password: event.target.value })} />}</Field>
          <Field label={t.role}>
            {(id) => (
              <select id={id} className="cx-input" value={draft.role} onChange={(event) => setDraft({ ...draft, role: event.target.value as ConsoleRole })}>
                {CONSOLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {common.roles[role]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit">{t.create}</Button>
        </form>
      </Section>
      <DataTable label={t.title} columns={columns} rows={list.data ?? []} rowKey={(row) => row.id} csvName="operators" loading={list.isFetching} testId="operators-table" />
      {reason.dialog}
    </Screen>
  );
}
