import { formatMoney } from '@lootbay/shared/money';
import type { PlaySession } from '@lootbay/shared/schemas/responsible';
import { useTranslation } from '../../../lib/i18n';

/** The session's plays, what they staked and won, and the net result, signed and coloured. */
export function SessionResult({ session }: { readonly session: PlaySession }) {
  const { t } = useTranslation();
  const tone = session.net > 0 ? 'up' : session.net < 0 ? 'down' : 'even';
  return (
    <dl className="rp-session">
      <div>
        <dt>{t('responsible.sessionPlays')}</dt>
        <dd data-testid="session-plays">{session.plays}</dd>
      </div>
      <div>
        <dt>{t('responsible.sessionStaked')}</dt>
        <dd data-testid="session-staked">{formatMoney(session.staked)}</dd>
      </div>
      <div>
        <dt>{t('responsible.sessionWon')}</dt>
        <dd data-testid="session-won">{formatMoney(session.won)}</dd>
      </div>
      <div className={`rp-session__net rp-session__net--${tone}`}>
        <dt>{t('responsible.sessionNet')}</dt>
        <dd data-testid="session-net">
          {session.net > 0 ? '+' : ''}
          {formatMoney(session.net)}
        </dd>
      </div>
    </dl>
  );
}
