import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBattle } from '../../features/arena/api/get-battle';
import { useRollProof } from '../../features/fairness/api/get-roll-proof';
import { ArenaProof } from '../../features/fairness/components/arena-proof';
import { ExponentProof } from '../../features/fairness/components/exponent-proof';
import { useExponentRoundProof } from '../../features/fairness/api/get-exponent-round';
import { RollRoomProof } from '../../features/fairness/components/roll-room-proof';
import { RollSummary } from '../../features/fairness/components/roll-summary';
import { useShownLines } from '../../features/fairness/components/proof-lines';
import { RollVerifier } from '../../features/fairness/components/roll-verifier';
import { useRollProvenance } from '../../features/fairness/hooks/use-roll-provenance';
import { SeedPanel } from '../../features/fairness/components/seed-panel';
import { valuesFromProof, valuesFromQuery, type VerifierValues } from '../../features/fairness/hooks/verifier-values';
import { useRoom } from '../../features/roll-rooms/api/get-room';
import './box-pages.css';
import { useTranslation } from '../../lib/i18n';

/** The roll being checked: `?roll=<id>`, or `?open=<id>` as older links wrote it (an open's id is its roll id). */
function rollIdOf(params: URLSearchParams): string | null {
  return params.get('roll') ?? params.get('open');
}

/**
 * `/fair`: the member's seed pair and an offline verifier. A history row's proof link opens it with
 * `?roll=<id>`: the page loads the roll's proof, with the secret and salt once revealed. Without a
 * roll, the verifier is filled from the address (`?kind=&secret=&salt=&hash=&seed=&round=&index=`).
 * A battle's proof link opens it with `?arena=<id>`, a roll room's with `?room=<id>`, an exponent
 * round's with `?exponent=<issue>`: the whole battle, draw or round is checked above the verifier.
 */
export default function FairPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const rollId = rollIdOf(params);
  const proof = useRollProof(rollId);
  const provenance = useShownLines(useRollProvenance(proof.data));
  const arenaId = params.get('arena');
  const battle = useBattle(arenaId);
  const roomId = params.get('room');
  const room = useRoom(roomId, null);
  const exponentIssue = params.get('exponent');
  const exponentRound = useExponentRoundProof(exponentIssue);
  const [override, setOverride] = useState<{ values: VerifierValues; version: number } | null>(null);

  const initial = override?.values ?? (proof.data ? valuesFromProof(proof.data) : valuesFromQuery(params));
  const pointParam = params.get('point');
  const recordedPoint = proof.data?.rollPoint ?? (pointParam && /^\d+$/.test(pointParam) ? Number(pointParam) : null);
  const odds = proof.data?.oddsId ? { id: proof.data.oddsId, hash: proof.data.oddsHash, outcome: proof.data.outcome } : null;
  // A new proof (loaded, or revealed by a reset) or a new address starts the verifier afresh.
  const verifierKey = override ? `pair-${override.version}` : `${params.toString()}-${proof.data?.secretHash ?? 'sealed'}-${proof.dataUpdatedAt}`;

  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('fair.title')}</h1>
      <p className="box-page__lead">
        {t('fair.lead')} <Link to="/transparency">{t('fair.transparencyLink')}</Link>
      </p>
      {arenaId && (
        <section className="box-page__panel fair-arena" aria-labelledby="arena-proof-title">
          <h2 id="arena-proof-title" className="box-page__title">
            {t('fair.arenaTitle')}
          </h2>
          {battle.data ? (
            <ArenaProof battle={battle.data} />
          ) : (
            <p className="box-page__subtitle" aria-busy={battle.isPending}>
              {battle.isError ? t('fair.arenaLoadError') : t('fair.loading')}
            </p>
          )}
          <Link className="fair-arena__back" to={`/pk-room-details?id=${encodeURIComponent(arenaId)}`}>
            {t('fair.arenaBack')}
          </Link>
        </section>
      )}
      {roomId && (
        <section className="box-page__panel fair-room" aria-labelledby="room-proof-title">
          <h2 id="room-proof-title" className="box-page__title">
            {t('fair.roomTitle')}
          </h2>
          {room.data ? (
            <RollRoomProof room={room.data} />
          ) : (
            <p className="box-page__subtitle" aria-busy={room.isPending}>
              {room.isError ? t('fair.roomLoadError') : t('fair.loading')}
            </p>
          )}
          <Link className="fair-room__back" to={`/roll-house-info?id=${encodeURIComponent(roomId)}`}>
            {t('fair.roomBack')}
          </Link>
        </section>
      )}
      {exponentIssue && (
        <section className="box-page__panel fair-room" aria-labelledby="exponent-proof-title">
          <h2 id="exponent-proof-title" className="box-page__title">
            {t('exponent.fairTitle')}
          </h2>
          {exponentRound.data ? (
            <ExponentProof proof={exponentRound.data} />
          ) : (
            <p className="box-page__subtitle" aria-busy={exponentRound.isPending}>
              {exponentRound.isError || !/^\d{12,13}$/.test(exponentIssue) ? t('exponent.fairLoadError') : t('fair.loading')}
            </p>
          )}
          <Link className="fair-room__back" to="/exponent_history?tab=index">
            {t('exponent.fairBack')}
          </Link>
        </section>
      )}
      <div className="fair-layout">
        <section className="box-page__panel" aria-labelledby="verifier-title">
          <h2 id="verifier-title" className="box-page__title">
            {t('fair.verifierTitle')}
          </h2>
          {proof.data && <RollSummary proof={proof.data} />}
          {proof.isError && <p className="box-page__subtitle">{t('fair.rollLoadError')}</p>}
          <RollVerifier key={verifierKey} initial={initial} recordedPoint={recordedPoint} odds={odds} provenance={provenance} />
          <details className="fair-how">
            <summary>{t('fair.howTitle')}</summary>
            <pre>{`pair:  roll = HMAC_SHA256(key = secret, message = userSeed + ":" + round)
game:  clientSeed = SHA256(userSeed₁ + ":" + userSeed₂ + …)
       roll = HMAC_SHA256(key = secret, message = clientSeed + ":" + round + ":" + index)
point = BigInt("0x" + roll.slice(0, 15)) % 100000n + 1n
publicHash = SHA256(secret + salt)
oddsHash = SHA256("lootbay-odds-v1\\n<odds id>\\nprice:<price>\\n<from>-<to>:<item>:<price>\\n…")
odds id = box:<id>@<version>, or percentage:<play> (price = stake value; 1 … chance × 10 = the target),
          or pray:<draw> (price 0; 1 … 1000 = the wished item)
room:  clientSeed = participant ids in join order joined by ","
       prize k: point of clientSeed + ":0:" + k → the ((point − 1) mod m)-th of the m without a prize yet
exponent: clientSeed = issue + ":" + the buyers' user seeds in purchase order joined by ","
       point of clientSeed + ":0:0" ≤ 50000 → rise, else fall`}</pre>
            <p>
              {t('fair.howText')} <Link to="/user-history">{t('fair.historyLink')}</Link>
            </p>
          </details>
        </section>
        <section className="box-page__panel" aria-labelledby="seed-title">
          <h2 id="seed-title" className="box-page__title">
            {t('fair.seedTitle')}
          </h2>
          <SeedPanel
            onVerify={(pair) =>
              setOverride((previous) => ({
                version: (previous?.version ?? 0) + 1,
                values: {
                  kind: 'pair',
                  secret: pair.secret,
                  salt: pair.salt,
                  publicHash: pair.publicHash,
                  // The roll being checked, if it was rolled on a pair; else the pair's first round.
                  seed: proof.data?.kind === 'pair' ? proof.data.seed : pair.userSeed,
                  round: proof.data?.kind === 'pair' ? String(proof.data.round) : '0',
                  index: '0',
                  userSeeds: '',
                },
              }))
            }
          />
        </section>
      </div>
    </div>
  );
}
