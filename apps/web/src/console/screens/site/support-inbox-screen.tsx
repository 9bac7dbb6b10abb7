import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supportInboxSchema, supportLineSchema, supportThreadSchema, type SupportConversation } from '@lootbay/shared/schemas/support';
import { Button } from '../../../components/ui/button';
import { consoleCall } from '../../api/console-client';
import { useConsoleQuery } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Moment } from '../../ui/moment';
import { Screen, Section } from '../../ui/screen';
import './support-inbox.css';

/** How often the inbox and the open conversation are read again: operators have no socket of their own. */
const REFRESH_MS = 5_000;

/** Customer service: conversations (those waiting first when filtered), one opened to read and answer. */
export default function SupportInboxScreen() {
  const t = useConsoleTexts().messages;
  const may = useMay();
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const list = usePagedList('support/conversations', { waiting }, supportInboxSchema);
  const [picked, setPicked] = useState<string | null>(null);
  const thread = useConsoleQuery('support/conversation', { id: picked ?? '' }, supportThreadSchema, { enabled: picked !== null });
  const [answer, setAnswer] = useState('');
  const [sending, setSending] = useState(false);

  // Poll while the screen is open; a new member line shows within a few seconds.
  useInterval(() => {
    void client.invalidateQueries({ queryKey: ['console', 'support/conversations'] });
    if (picked) void client.invalidateQueries({ queryKey: ['console', 'support/conversation'] });
  }, REFRESH_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked || !answer.trim()) return;
    setSending(true);
    try {
      // Answering is the support role's daily work: the reason is the answer itself, kept in the audit log.
      await consoleCall('support/answer', { conversationId: picked, text: answer, reason: 'support answer' }, supportLineSchema);
      setAnswer('');
      await client.invalidateQueries({ queryKey: ['console'] });
    } finally {
      setSending(false);
    }
  };

  const columns: Column<SupportConversation>[] = [
    { key: 'member', label: t.member, value: (row) => row.nickname, render: (row) => `${row.nickname} (${row.userId.slice(0, 8)})` },
    { key: 'last', label: t.last, value: (row) => row.lastText, render: (row) => <span className="cx-clip">{row.lastText}</span> },
    { key: 'unread', label: t.unread, numeric: true, value: (row) => row.unread },
    { key: 'state', label: t.state, value: (row) => row.waiting, render: (row) => <span className={row.waiting ? 'cx-badge cx-badge--warn' : 'cx-badge cx-badge--good'}>{row.waiting ? t.waiting : t.answered}</span> },
    { key: 'lastAt', label: t.lastAt, value: (row) => row.lastAt, render: (row) => <Moment at={row.lastAt} /> },
  ];

  return (
    <Screen
      title={t.support}
      testId="support-inbox-screen"
      actions={
        <label className="cx-check">
          <input type="checkbox" checked={waiting} onChange={(event) => setWaiting(event.target.checked)} /> {t.waitingOnly}
        </label>
      }
    >
      <DataTable label={t.support} columns={columns} rowKey={(row) => row.id} csvName="support-conversations" testId="support-conversations" onRowClick={(row) => setPicked(row.id)} {...list} />
      <Section title={thread.data ? fillText(t.conversation, { nickname: thread.data.conversation.nickname }) : t.pick}>
        {thread.data && (
          <div className="cx-form" data-testid="support-thread">
            <ol className="cx-chat">
              {thread.data.lines.map((line) => (
                <li key={line.id} className={`cx-chat__line cx-chat__line--${line.from}`}>
                  <strong>{line.from === 'member' ? t.memberSays : t.supportSays}</strong> <Moment at={line.at} />
                  <p>{line.text}</p>
                </li>
              ))}
            </ol>
            {may('players.write') && (
              <form className="cx-filters cx-chat-answer" onSubmit={(event) => void submit(event)}>
                <input className="cx-input" aria-label={t.answerPlaceholder} placeholder={t.answerPlaceholder} maxLength={500} value={answer} onChange={(event) => setAnswer(event.target.value)} />
                <Button type="submit" disabled={sending || !answer.trim()}>
                  {t.answer}
                </Button>
              </form>
            )}
          </div>
        )}
      </Section>
    </Screen>
  );
}

function useInterval(tick: () => unknown, ms: number): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    const timer = window.setInterval(() => latest.current(), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
}
