import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useOpenProof } from '../../features/fairness/api/get-open-proof';
import { RollVerifier, type VerifierValues } from '../../features/fairness/components/roll-verifier';
import { SeedPanel } from '../../features/fairness/components/seed-panel';
import './box-pages.css';

/**
 * `/fair`: the member's seed pair and an offline verifier. A history row's proof link opens it with
 * `?open=<id>&seed=&round=&hash=&point=`; the secret and salt fill in once the pair was reset.
 */
export default function FairPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openId = params.get('open');
  const proof = useOpenProof(openId);
  const [override, setOverride] = useState<{ values: VerifierValues; version: number } | null>(null);

  const fromQuery: VerifierValues = {
    secret: params.get('secret') ?? '',
    salt: params.get('salt') ?? '',
    publicHash: params.get('hash') ?? '',
    userSeed: params.get('seed') ?? '',
    round: params.get('round') ?? '',
  };
  const fromProof: VerifierValues | null = proof.data
    ? {
        secret: proof.data.secretHash ?? fromQuery.secret,
        salt: proof.data.secretSalt ?? fromQuery.salt,
        publicHash: proof.data.publicHash,
        userSeed: proof.data.userSeed,
        round: String(proof.data.round),
      }
    : null;
  const initial = override?.values ?? fromProof ?? fromQuery;
  const pointParam = params.get('point');
  const recordedPoint = proof.data?.rollPoint ?? (pointParam && /^\d+$/.test(pointParam) ? Number(pointParam) : null);
  const range = proof.data ? { from: proof.data.rollFrom, to: proof.data.rollTo, name: proof.data.ornament.name } : null;
  const verifierKey = override ? `pair-${override.version}` : `${openId ?? 'query'}-${proof.data?.secretHash ?? 'sealed'}-${proof.dataUpdatedAt}`;

  return (
    <div className="container box-page">
      <h1 className="box-page__heading">{t('fair.title')}</h1>
      <p className="box-page__lead">{t('fair.lead')}</p>
      <div className="fair-layout">
        <section className="box-page__panel" aria-labelledby="verifier-title">
          <h2 id="verifier-title" className="box-page__title">
            {t('fair.verifierTitle')}
          </h2>
          {proof.data && (
            <p className="box-page__subtitle">
              {t('fair.checkingOpen', { box: proof.data.boxName, item: proof.data.ornament.name })}
              {proof.data.secretHash === null && <strong className="fair-sealed"> {t('fair.sealed')}</strong>}
            </p>
          )}
          <RollVerifier key={verifierKey} initial={initial} recordedPoint={recordedPoint} range={range} />
          <details className="fair-how">
            <summary>{t('fair.howTitle')}</summary>
            <pre>{`roll = HMAC_SHA256(key = secret, message = userSeed + ":" + round)
point = BigInt("0x" + roll.slice(0, 15)) % 100000n + 1n
publicHash = SHA256(secret + salt)`}</pre>
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
                values: { secret: pair.secret, salt: pair.salt, publicHash: pair.publicHash, userSeed: proof.data?.userSeed ?? pair.userSeed, round: proof.data ? String(proof.data.round) : '0' },
              }))
            }
          />
        </section>
      </div>
    </div>
  );
}
