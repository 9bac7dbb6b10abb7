import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import './age-notice.css';
import { useTranslation } from '../../../lib/i18n';

/** The first-visit 18+ notice: it cannot be dismissed, only answered. */
export function AgeNotice({ open, onConfirm }: { open: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [barred, setBarred] = useState(false);
  const confirmId = useId();
  const wasBarred = useRef(false);
  // Asked a task after it is due, not in the task that draws the page: opening a modal lays out
  // the whole page. Answered, it closes at once (`open` is false).
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setAsked(true), 0);
    return () => clearTimeout(timer);
  }, [open]);

  // Back from "barred", the question's answer takes the focus again (`autoFocus` only counts when
  // the dialog opens).
  useLayoutEffect(() => {
    if (wasBarred.current && !barred) document.getElementById(confirmId)?.focus();
    wasBarred.current = barred;
  }, [barred, confirmId]);

  return (
    <Dialog
      open={open && asked}
      size="sm"
      className="age-notice"
      title={
        <span className="age-notice__title">
          <span className="age-notice__badge" aria-hidden="true">
            18+
          </span>
          {barred ? t('age.barredTitle') : t('age.title')}
        </span>
      }
      footer={
        barred ? (
          <Button variant="secondary" block onClick={() => setBarred(false)}>
            {t('age.barredBack')}
          </Button>
        ) : (
          <>
            <Button id={confirmId} size="lg" block autoFocus onClick={onConfirm}>
              {t('age.confirm')}
            </Button>
            <Button variant="ghost" block onClick={() => setBarred(true)}>
              {t('age.leave')}
            </Button>
          </>
        )
      }
    >
      {barred ? (
        <p className="age-notice__text">{t('age.barredText')}</p>
      ) : (
        <>
          <p className="age-notice__text">{t('age.text')}</p>
          <p className="age-notice__links">
            <Link to="/agreement">{t('footer.agreement')}</Link>
            <span aria-hidden="true">·</span>
            <Link to="/privacy">{t('footer.privacy')}</Link>
          </p>
        </>
      )}
    </Dialog>
  );
}
