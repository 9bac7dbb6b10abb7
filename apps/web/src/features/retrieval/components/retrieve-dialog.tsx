import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RETRIEVAL_TIMINGS } from '@lootbay/shared/constants';
import { errorCode } from '../../../lib/error-codes';
import type { BackpackItem } from '@lootbay/shared/schemas/backpack';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { ApiError } from '../../../lib/api-client';
import { confirmSkipped, runConfirmed } from '../../../lib/confirm-choices';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useTakeBack } from '../api/take-back';
import './retrieval.css';
import { useTranslation } from '../../../lib/i18n';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Refusals that the trade link form fixes: the dialog shows it instead of only a message. A
 * private inventory is no refusal of the send: the retrieval's first step finds it and ends it.
 */
const LINK_PROBLEMS: ReadonlySet<number> = new Set([errorCode('STEAM_BIND_REQUIRED'), errorCode('TRADE_URL_INVALID')]);

interface RetrieveDialogProps {
  readonly open: boolean;
  readonly items: readonly BackpackItem[];
  /** The member's bound trade link, or null. */
  readonly tradeUrl: string | null;
  /** The form that binds or changes the trade link (the profile's), shown when the link needs fixing. */
  readonly linkForm: ReactNode;
  readonly onClose: () => void;
  /** The items are on their way. */
  readonly onSent: () => void;
}

/**
 * Sends chosen backpack items to Steam: what goes and where, the market's timings, and the trade
 * link check with a way to fix it in place. Errors show inside the dialog, where they can be read.
 * It is the retrieval's confirmation: once this device is told not to ask again, a bound link
 * sends at once and the dialog shows only if the send is refused.
 */
export function RetrieveDialog({ open, items, tradeUrl, linkForm, onClose, onSent }: RetrieveDialogProps) {
  const { t } = useTranslation();
  const takeBack = useTakeBack();
  const [problem, setProblem] = useState<{ message: string; link: boolean } | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const showLinkForm = tradeUrl === null || problem?.link === true;
  const value = items.reduce((sum, item) => sum + item.price, 0);
  const sendAtOnce = open && tradeUrl !== null && problem === null && confirmSkipped('retrieve');
  const sentAtOnce = useRef(false);

  function close(): void {
    setProblem(null);
    onClose();
  }

  useEffect(() => {
    if (!open) sentAtOnce.current = false;
    else if (sendAtOnce && !sentAtOnce.current) {
      sentAtOnce.current = true;
      send();
    }
  });

  function send(): void {
    setProblem(null);
    takeBack.mutate(
      { ids: items.map((item) => item.id), requestId },
      {
        onSuccess: (answer) => {
          showToast('success', t('retrieval.sent', { count: answer.list.length }));
          setRequestId(newRequestId());
          onSent();
        },
        onError: (error) => setProblem({ message: error.message, link: error instanceof ApiError && LINK_PROBLEMS.has(error.code) }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={open && !sendAtOnce}
      size="md"
      title={t('retrieval.dialogTitle')}
      onCancel={close}
      onConfirm={(remember) => runConfirmed('retrieve', { action: send }, remember)}
      busy={takeBack.isPending}
      confirmDisabled={items.length === 0 || tradeUrl === null}
      confirmLabel={takeBack.isPending ? t('retrieval.sending') : t('retrieval.confirm', { count: items.length })}
    >
      <div className="rt-send">
        <p className="rt-send__what">
          {t('retrieval.what', { count: items.length })} <Price amount={value} />
        </p>
        <ul className="rt-send__items">
          {items.map((item) => (
            <li key={item.id}>
              {item.ornament.name} <span className="rt-card__wear">({item.ornament.wearName})</span>
            </li>
          ))}
        </ul>
        {tradeUrl && (
          <p className="rt-send__link">
            <Icon name="check" size={14} /> {t('retrieval.toLink')} <code>{tradeUrl}</code>
          </p>
        )}
        <ul className="rt-send__timings">
          <li>{t('retrieval.timingQuote', { min: RETRIEVAL_TIMINGS.quote.min / MINUTE_MS, max: RETRIEVAL_TIMINGS.quote.max / HOUR_MS })}</li>
          <li>
            {t('retrieval.timingShipping', {
              autoMin: RETRIEVAL_TIMINGS.automaticShipping.min / MINUTE_MS,
              autoMax: RETRIEVAL_TIMINGS.automaticShipping.max / MINUTE_MS,
              manualMax: RETRIEVAL_TIMINGS.manualShipping.max / HOUR_MS,
              within: RETRIEVAL_TIMINGS.shipWithin / HOUR_MS,
            })}
          </li>
          <li>{t('retrieval.timingAccept', { hours: RETRIEVAL_TIMINGS.offerAcceptWithin / HOUR_MS })}</li>
        </ul>
        {problem && (
          <p className="inline-problem" role="alert">
            <Icon name="error" size={16} /> {problem.message}
          </p>
        )}
        {showLinkForm && (
          <div className="rt-send__bind">
            <p className="rt-send__bind-title">{tradeUrl === null ? t('retrieval.bindFirst') : t('retrieval.fixLink')}</p>
            {linkForm}
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}
