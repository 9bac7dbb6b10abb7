import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { makeDeviceSeed } from '../../../lib/device-seed';
import { showToast } from '../../../lib/toasts';
import { useUserKey } from '../api/get-user-key';
import { useResetUserKey } from '../api/reset-user-key';
import { useMember } from '../hooks/use-member';
import { SeedForm } from './seed-form';
import './fairness.css';
import { useTranslation } from '../../../lib/i18n';

export interface RevealedPair {
  readonly secret: string;
  readonly salt: string;
  readonly publicHash: string;
  readonly userSeed: string;
}

interface SeedPanelProps {
  /** A pair was revealed (by a reset, or the last one on file): the page may fill the verifier with it. */
  readonly onVerify: (pair: RevealedPair) => void;
}

function Field({ label, value, testId, help }: { readonly label: string; readonly value: string; readonly testId?: string; readonly help?: string }) {
  return (
    <div className="seed-field">
      <span className="seed-field__label">{label}</span>
      <code className="seed-field__value" data-testid={testId}>
        {value}
      </code>
      {help && <p className="seed-field__help">{help}</p>}
    </div>
  );
}

/**
 * The member's seed pair: user seed (editable), public hash, round count, the hash committed for
 * the next reset, the reset (with a new seed made on this device) and the last revealed pair.
 */
export function SeedPanel({ onVerify }: SeedPanelProps) {
  const { t } = useTranslation();
  const { token } = useMember();
  const userKey = useUserKey(token);
  const reset = useResetUserKey();
  const [confirm, setConfirm] = useState(false);

  if (!token) return <p className="fair-note">{t('fair.signInForSeed')}</p>;
  if (userKey.isPending) return <p className="fair-note" aria-busy="true">{t('fair.loading')}</p>;
  if (userKey.isError) return <p className="fair-note">{t('fair.loadError')}</p>;
  const key = userKey.data;
  const previous = key.previous
    ? { secret: key.previous.secretHash, salt: key.previous.secretSalt, publicHash: key.previous.publicHash, userSeed: key.previous.userSeed, round: key.previous.round }
    : null;

  return (
    <div className="seed-panel">
      <SeedForm key={key.userSeed} current={key.userSeed} />
      <Field label={t('fair.publicHash')} value={key.publicHash} testId="public-hash" />
      <Field label={t('fair.roundCount')} value={String(key.round)} testId="round-count" />
      <Field label={t('fair.nextPublicHash')} value={key.nextPublicHash} testId="next-public-hash" help={t('fair.nextHashHelp')} />
      <div className="seed-panel__actions">
        <Button variant="secondary" onClick={() => setConfirm(true)} disabled={reset.isPending}>
          {t('fair.reset')}
        </Button>
      </div>

      {previous && (
        <section className="seed-panel__previous" aria-labelledby="previous-pair">
          <h3 id="previous-pair">{t('fair.previousPair')}</h3>
          <Field label={t('fair.secretHash')} value={previous.secret} testId="revealed-secret" />
          <Field label={t('fair.secretSalt')} value={previous.salt} testId="revealed-salt" />
          <Field label={t('fair.publicHash')} value={previous.publicHash} />
          <Field label={t('fair.roundsPlayed')} value={String(previous.round)} />
          <Button size="sm" variant="secondary" onClick={() => onVerify(previous)}>
            {t('fair.verifyWithPair')}
          </Button>
        </section>
      )}

      <Dialog
        open={confirm}
        size="sm"
        title={t('fair.resetTitle')}
        closeLabel={t('fair.close')}
        onClose={() => setConfirm(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('fair.cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirm(false);
                // Always a new seed: the server committed the next pair before this seed existed.
                reset.mutate(makeDeviceSeed(), {
                  onSuccess: () => showToast('success', t('fair.resetDone')),
                });
              }}
            >
              {t('fair.resetConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('fair.resetText')}</p>
      </Dialog>
    </div>
  );
}
