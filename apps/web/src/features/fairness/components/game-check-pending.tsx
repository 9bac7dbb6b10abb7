import { useTranslation } from '../../../lib/i18n';

interface GameCheckPendingProps {
  readonly canHash: boolean;
  /** The check or what it needs could not be had: this message says so. */
  readonly failed: string | null;
}

/**
 * What a game's proof shows before its result: why it cannot check here (no WebCrypto), that it
 * failed, or that it is still checking; nothing once there is a result to show.
 */
export function GameCheckPending({ canHash, failed }: GameCheckPendingProps) {
  const { t } = useTranslation();
  if (!canHash) {
    return (
      <p className="verifier__no-crypto" data-testid="no-webcrypto">
        {t('fair.noWebCrypto')}
      </p>
    );
  }
  if (failed !== null) return <p className="fair-note">{failed}</p>;
  return (
    <p className="fair-note" aria-busy="true">
      {t('fair.loading')}
    </p>
  );
}
