import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
import { useReportBattle } from '../api/report-battle';
import './arena.css';
import './battle-stage.css';
import { useTranslation } from '../../../lib/i18n';

const MAX_REASON = 200;

/** Reports a battle to the staff with the member's reason (1–200 characters). */
export function ReportDialog({ battleId, open, onClose }: { readonly battleId: string; readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const report = useReportBattle();
  const form = useForm({
    initial: { reason: '' },
    rules: (values) => ({ reason: values.reason.trim() === '' ? t('arena.reportNeedReason') : null }),
    otherRefusals: 'reason',
  });
  const { reason } = form.values;
  const problem = form.problem('reason');

  function close(): void {
    form.reset();
    onClose();
  }

  function submit(event: FormEvent): void {
    form.submit(event, async (values) => {
      await report.mutateAsync({ id: battleId, reason: values.reason.trim() });
      showToast('success', t('arena.reported'));
      close();
    });
  }

  return (
    <Dialog
      open={open}
      title={t('arena.reportTitle')}
      closeLabel={t('arena.close')}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('arena.cancelAction')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={form.submitting}>
            {t('arena.reportSend')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="report-form" onSubmit={submit}>
        <label htmlFor={`${id}-reason`}>{t('arena.reportReason')}</label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          className="battle-input battle-input--area"
          rows={4}
          maxLength={MAX_REASON}
          value={reason}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-count`}
          onChange={(event) => form.set('reason', event.target.value)}
        />
        <span id={`${id}-count`} className="report-form__count">
          {reason.length}/{MAX_REASON}
        </span>
        {problem && (
          <p className="report-form__problem" role="alert">
            {problem}
          </p>
        )}
      </form>
    </Dialog>
  );
}
