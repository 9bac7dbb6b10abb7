import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import { useBoxOdds } from '../api/get-box-odds';
import { parseBoxOddsId } from '../hooks/box-odds-id';
import './fairness.css';

/** Which roll the verifier is checking, and whether its secret is still sealed. */
export function RollSummary({ proof }: { readonly proof: RollProof }) {
  const { t } = useTranslation();
  const version = useMemo(() => parseBoxOddsId(proof.oddsId), [proof.oddsId]);
  const box = useBoxOdds(version);
  const item = box.data?.ornaments.find((ornament) => ornament.id === proof.outcome);
  const sealed = proof.secretHash === null;

  return (
    <p className="fair-summary" data-testid="roll-summary">
      {box.data && item ? t('fair.checkingOpen', { box: box.data.name, item: item.name }) : t('fair.checkingRoll', { game: proof.game, round: proof.round, index: proof.index })}
      {sealed && <strong className="fair-sealed"> {proof.kind === 'game' ? t('fair.sealedGame') : t('fair.sealed')}</strong>}
    </p>
  );
}
