import { useConsoleTexts } from '../../i18n/console-texts';

/** A player's standing at a glance: frozen, barred as a minor, verified, sub-account. */
export function PlayerBadges({ player }: { player: { frozen: boolean; barred: boolean; realNameVerified: boolean; isSubAccount: boolean } }) {
  const t = useConsoleTexts().players;
  return (
    <span className="cx-row-actions">
      {player.frozen && <span className="cx-badge cx-badge--bad">{t.frozen}</span>}
      {player.barred && <span className="cx-badge cx-badge--bad">{t.barred}</span>}
      {!player.frozen && !player.barred && <span className="cx-badge cx-badge--good">{t.active}</span>}
      {player.realNameVerified && <span className="cx-badge">{t.verified}</span>}
      {player.isSubAccount && <span className="cx-badge">{t.subAccount}</span>}
    </span>
  );
}
