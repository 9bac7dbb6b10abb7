import type { ExponentRound } from '@lootbay/shared/schemas/exponent';
import { Link } from 'react-router';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

/** The last rounds' results as a row of arrows, newest first; each links to its proof. */
export function RecentResults({ rounds }: { readonly rounds: readonly ExponentRound[] }) {
  const { t } = useTranslation();
  const settled = rounds.filter((round) => round.result !== null);
  if (settled.length === 0) return null;
  return (
    <ol className="recent-results" aria-label={t('exponent.recentTitle')} data-testid="exponent-recent">
      {settled.map((round) => (
        <li key={round.issue}>
          <Link className={`recent-results__chip recent-results__chip--${round.result}`} to={`/fair?exponent=${round.issue}`} title={`${t('exponent.issue', { issue: round.issue })} · ${t(round.result === 'rise' ? 'exponent.rose' : 'exponent.fell')}`}>
            {round.result === 'rise' ? '▲' : '▼'}
          </Link>
        </li>
      ))}
    </ol>
  );
}
