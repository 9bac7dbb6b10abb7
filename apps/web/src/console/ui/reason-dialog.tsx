import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useConsoleTexts } from '../i18n/console-texts';
import { Field } from './field';

interface Pending {
  readonly summary: ReactNode;
  readonly money: boolean;
  readonly run: (reason: string) => Promise<unknown>;
}

/**
 * Every change asks why before it is made: `ask(summary, run)` opens a dialog for the reason, and
 * `run(reason)` makes the change. A money change says so and must be confirmed as such.
 */
export function useReasonDialog() {
  const t = useConsoleTexts().common;
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const ask = (summary: ReactNode, run: (reason: string) => Promise<unknown>, options: { money?: boolean } = {}) => {
    setReason('');
    setPending({ summary, run, money: options.money ?? false });
  };

  const submit = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await pending.run(reason.trim());
      setPending(null);
    } catch {
      // The client has shown why; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <Dialog
      open={pending !== null}
      title={pending?.money ? t.confirmMoneyTitle : t.reasonTitle}
      onClose={() => setPending(null)}
      closeLabel={t.close}
      size="sm"
      className={pending?.money ? 'cx-dialog cx-dialog--money' : 'cx-dialog'}
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t.cancel}
          </Button>
          <Button data-testid="reason-submit" disabled={busy || reason.trim().length === 0} onClick={() => void submit()}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <form
        className="cx-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) void submit();
        }}
      >
        {pending && <div className="cx-dialog__summary">{pending.summary}</div>}
        <Field label={t.reason} hint={t.reasonHint} wide>
          {(id) => <textarea id={id} className="cx-input" rows={3} maxLength={200} value={reason} data-testid="reason-input" onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </form>
    </Dialog>
  );

  return { ask, dialog };
}
