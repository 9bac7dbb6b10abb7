import { useState, type FormEvent } from 'react';
import { consoleOfficialMessagesSchema, consoleOfficialSentSchema, type ConsoleOfficialMessage } from '@lootbay/shared/schemas/console-messages';
import { Button } from '../../../components/ui/button';
import { newRequestId } from '../../../lib/request-id';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

/** Official messages: write one to every player (those who join later too) and see how many read each. */
export default function OfficialMessagesScreen() {
  const t = useConsoleTexts().messages;
  const may = useMay();
  const reason = useReasonDialog();
  const send = useConsoleChange('messages/official/send', consoleOfficialSentSchema, t.sent);
  const list = usePagedList('messages/official', {}, consoleOfficialMessagesSchema);
  // One key per message written: a resubmitted form sends it once.
  const [draft, setDraft] = useState({ title: '', body: '', requestId: newRequestId() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    reason.ask(fillText(t.summary, { title: draft.title }), async (why) => {
      await send.mutateAsync({ ...draft, reason: why });
      setDraft({ title: '', body: '', requestId: newRequestId() });
    });
  };

  const columns: Column<ConsoleOfficialMessage>[] = [
    { key: 'title', label: t.title, value: (row) => row.title },
    { key: 'body', label: t.body, value: (row) => row.body, render: (row) => <span className="cx-clip">{row.body}</span> },
    { key: 'readers', label: t.readers, numeric: true, value: (row) => row.readers },
    { key: 'time', label: t.time, value: (row) => row.time, render: (row) => <Moment at={row.time} /> },
  ];

  return (
    <Screen title={t.official} testId="official-messages-screen">
      {may('site.write') && (
        <Section title={t.send}>
          <form className="cx-form" onSubmit={submit} data-testid="official-form">
            <Field label={t.title}>{(id) => <input id={id} className="cx-input" required maxLength={60} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />}</Field>
            <Field label={t.body}>{(id) => <textarea id={id} className="cx-input" required rows={5} maxLength={2000} value={draft.body} onChange={(event) => setDraft({ ...draft, body: event.target.value })} />}</Field>
            <div className="cx-filters">
              <Button type="submit" disabled={!draft.title.trim() || !draft.body.trim()}>
                {t.send}
              </Button>
            </div>
          </form>
        </Section>
      )}
      <DataTable label={t.official} columns={columns} rowKey={(row) => row.id} csvName="official-messages" testId="official-messages-table" {...list} />
      {reason.dialog}
    </Screen>
  );
}
