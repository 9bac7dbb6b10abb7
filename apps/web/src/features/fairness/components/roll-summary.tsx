import { useMemo } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import { formatChance } from '../../../lib/format-chance';
import { useBoxOdds } from '../api/get-box-odds';
import { usePercentOdds } from '../api/get-percent-odds';
import { usePrayOdds } from '../api/get-pray-odds';
import { parseBoxOddsId } from '../hooks/box-odds-id';
import { parsePercentOddsId } from '../hooks/percent-odds-id';
import { parsePrayOddsId } from '../hooks/pray-odds-id';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

/** Which roll the verifier is checking (a box open, a percentage play at its chance, a daily wish, any other roll), and whether its secret is still sealed. */
export function RollSummary({ proof }: { readonly proof: RollProof }) {
  const { t } = useTranslation();
  const version = useMemo(() => parseBoxOddsId(proof.oddsId), [proof.oddsId]);
  const box = useBoxOdds(version);
  const item = box.data?.ornaments.find((ornament) => ornament.id === proof.outcome);
  const percent = usePercentOdds(parsePercentOddsId(proof.oddsId));
  const pray = usePrayOdds(parsePrayOddsId(proof.oddsId));
  const sealed = proof.secretHash === null;
  const what =
    box.data && item
      ? t('fair.checkingOpen', { box: box.data.name, item: item.name })
      : percent.data
        ? t('fair.checkingPercentage', { chance: formatChance(percent.data.chance), stake: formatMoney(percent.data.price), target: formatMoney(percent.data.entries[0]?.price ?? 0) })
        : pray.data
          ? t('fair.checkingPray', { price: formatMoney(pray.data.entries[0]?.price ?? 0), to: pray.data.entries[0]?.to ?? 0 })
          : t('fair.checkingRoll', { game: proof.game, round: proof.round, index: proof.index });

  return (
    <p className="fair-summary" data-testid="roll-summary">
      {what}
      {sealed && <strong className="fair-sealed"> {proof.kind === 'game' ? t('fair.sealedGame') : t('fair.sealed')}</strong>}
    </p>
  );
}
