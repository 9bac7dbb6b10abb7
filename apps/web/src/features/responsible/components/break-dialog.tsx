import { useState } from 'react';
import { breakEnd } from '@lootbay/shared/calendar';
import type { ExclusionPeriod } from '@lootbay/shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../lib/toasts';
import { useTakeBreak } from '../api/take-break';
import { formatSiteTime } from '../hooks/site-time';
import { useTranslation } from '../../../lib/i18n';

interface BreakDialogProps {
  /** The break asked for; null while no confirmation is open. */
  readonly period: ExclusionPeriod | null;
  readonly onClose: () => void;
}

/** What a break means, said before the member confirms it: nothing is started until then. */
export function BreakDialog({ period, onClose }: BreakDialogProps) {
  const { t } = useTranslation();
  const takeBreak = useTakeBreak();
  // The moment the confirmation opened: the end it names is counted from it.
  const [askedAt] = useState(() => Date.now());
  const end = period === null ? null : breakEnd(period, askedAt);

  const confirm = () => {
    if (period === null) return;
    takeBreak.mutate(period, {
      onSuccess: () => {
        showToast('success', t('responsible.breakTaken'));
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={period !== null}
      size="sm"
      title={period === null ? '' : t(`responsible.breakTitles.${period}`)}
      closeLabel={t('responsible.cancel')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('responsible.cancel')}
          </Button>
          <Button className="rp-danger" onClick={confirm} disabled={takeBreak.isPending}>
            {t('responsible.breakConfirm')}
          </Button>
        </>
      }
    >
      <ul className="rp-consequences">
        <li>{end === null ? t('responsible.breakForever') : t('responsible.breakUntil', { time: formatSiteTime(end) })}</li>
        <li>{t('responsible.breakNoShorten')}</li>
        <li>{t('responsible.breakStillWorks')}</li>
        <li>{t('responsible.breakCoversAll')}</li>
      </ul>
    </Dialog>
  );
}
