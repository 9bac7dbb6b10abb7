import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RESPONSIBLE_PLAY_PATH } from '../../../lib/responsible-play-path';
import { useSessionToken } from '../../../lib/use-session-token';
import { useResponsibleStatus } from '../api/get-status';
import { usePlaySession } from '../api/get-play-session';
import { endPlaySession } from '../hooks/play-session-start';
import { useRealityCheck } from '../hooks/use-reality-check';
import { SessionResult } from './session-result';
import './responsible.css';
import { useTranslation } from '../../../lib/i18n';

/** How long the session has lasted, in hours and minutes. */
function usePlayedFor(ms: number): string {
  const { t } = useTranslation();
  const minutes = Math.floor(ms / 60_000);
  return minutes >= 60 ? t('responsible.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('responsible.minutes', { minutes });
}

/** Every N minutes of the session (the member's choice): how long it has lasted and its net result. */
function MemberRealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useResponsibleStatus();
  const { startedAt, dueAt, answer } = useRealityCheck(status.data?.realityCheckMinutes);
  const session = usePlaySession(startedAt, dueAt);
  const playedFor = usePlayedFor((dueAt ?? startedAt) - startedAt);

  const takeBreak = () => {
    answer();
    void navigate(RESPONSIBLE_PLAY_PATH);
  };

  return (
    <Dialog
      open={dueAt !== null}
      size="sm"
      title={t('responsible.checkTitle')}
      className="rp-check"
      onClose={answer}
      footer={
        <>
          <Button variant="secondary" onClick={takeBreak}>
            {t('responsible.checkBreak')}
          </Button>
          <Button onClick={answer}>{t('responsible.checkContinue')}</Button>
        </>
      }
    >
      <p className="rp-check__played">{t('responsible.checkPlayed', { duration: playedFor })}</p>
      {session.data ? <SessionResult session={session.data} /> : <div className="rp-loading rp-loading--small" aria-busy="true" />}
      <p className="rp-check__hint">{t('responsible.checkHint')}</p>
    </Dialog>
  );
}

/**
 * The reality check, mounted in the shell: for signed-in members only. The device's session
 * begins at sign-in (or at the first page a signed-in member loads) and ends at sign-out.
 */
export function RealityCheck() {
  const token = useSessionToken();

  useEffect(() => {
    if (token === null) endPlaySession();
  }, [token]);

  return token === null ? null : <MemberRealityCheck />;
}
