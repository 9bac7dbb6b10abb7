import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InboxMessageView } from '@lootbay/shared/schemas/messages';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Pager } from '../../components/ui/pager';
import { useMessages, type MessageKind } from '../../features/messages/api/get-messages';
import { useUnreadMessages } from '../../features/messages/api/get-unread';
import { useOpenMessage, useReadMessages } from '../../features/messages/api/read-messages';
import { MessageDialog } from '../../features/messages/components/message-dialog';
import { MessageList } from '../../features/messages/components/message-list';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toasts';
import { useSessionToken } from '../../lib/use-session-token';
import { PageLoading } from '../../components/ui/page-loading';
import { MemberGate } from './member-gate';
import '../../features/messages/components/messages.css';

const PAGE_SIZE = 20;
const KINDS: readonly MessageKind[] = ['all', 'official', 'personal'];

/** `/msg`: the member's messages, personal and official (`?kind=`), read one by one or all at once. */
export default function MsgPage() {
  return <MemberGate>{() => <Inbox />}</MemberGate>;
}

function Inbox() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: MessageKind = KINDS.includes(kindParam as MessageKind) ? (kindParam as MessageKind) : 'all';
  const [page, setPage] = useState(1);
  const messages = useMessages(kind, page, PAGE_SIZE);
  const unread = useUnreadMessages(token);
  const openMessage = useOpenMessage();
  const readAll = useReadMessages();
  const [opened, setOpened] = useState<InboxMessageView | null>(null);

  function open(message: InboxMessageView): void {
    setOpened(message);
    openMessage.mutate(message.id, { onSuccess: (detail) => setOpened(detail) });
  }

  function countOf(option: MessageKind): number {
    const counts = unread.data;
    if (!counts) return 0;
    return option === 'all' ? counts.unread : counts[option];
  }

  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="container msg-page">
      <header className="msg-page__head">
        <h1 className="msg-page__title">{t('messages.title')}</h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={(unread.data?.unread ?? 0) === 0 || readAll.isPending}
          onClick={() => readAll.mutate({ all: true }, { onSuccess: () => showToast('success', t('messages.readAllDone')) })}
          data-testid="read-all"
        >
          {t('messages.readAll')}
        </Button>
      </header>
      <div className="msg-tabs" role="tablist" aria-label={t('messages.tabs')}>
        {KINDS.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={kind === option}
            className="msg-tabs__tab"
            onClick={() => {
              setPage(1);
              setParams(option === 'all' ? {} : { kind: option }, { replace: true });
            }}
          >
            {t(`messages.${option}`)}
            {countOf(option) > 0 && <span className="msg-tabs__count">{countOf(option)}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {!messages.data ? (
          <PageLoading />
        ) : messages.data.list.length === 0 ? (
          <EmptyState icon="mail" title={t('messages.empty')} text={t('messages.emptyHint')} />
        ) : (
          <>
            <MessageList messages={messages.data.list} onOpen={open} />
            {pages > 1 && <Pager page={page} pages={pages} onPage={setPage} className="msg-page__pager" />}
          </>
        )}
      </div>
      <MessageDialog message={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
