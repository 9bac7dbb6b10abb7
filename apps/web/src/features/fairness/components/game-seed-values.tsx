import { HashValue } from '../../../components/ui/hash-value';
import { useTranslation } from '../../../lib/i18n';

interface GameSeedValuesProps {
  readonly className: string;
  readonly publicHash: string;
  readonly clientSeed: string | null;
  readonly secret: string | null;
  readonly salt: string | null;
}

/** A game seed's values as a game shows them: the commitment always, the rest once fixed or revealed. */
export function GameSeedValues({ className, publicHash, clientSeed, secret, salt }: GameSeedValuesProps) {
  const { t } = useTranslation();
  const rows = [
    { label: t('fair.publicHash'), value: publicHash },
    { label: t('fair.clientSeed'), value: clientSeed },
    { label: t('fair.secretHash'), value: secret },
    { label: t('fair.secretSalt'), value: salt },
  ];
  return (
    <dl className={className}>
      {rows.map(
        (row) =>
          row.value !== null && (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>
                <HashValue value={row.value} copyLabel={t('boxes.copyHash')} copiedText={t('boxes.hashCopied')} />
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}
