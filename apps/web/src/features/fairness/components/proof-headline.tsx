import { useTranslation } from '../../../lib/i18n';
import type { ShownLine } from './proof-lines';
import './fairness.css';

/**
 * One verdict for a whole proof: red with what failed as soon as any line fails, green once every
 * line holds, grey while some cannot be told yet (a sealed secret, a record not yet chained).
 */
export function ProofHeadline({ lines }: { readonly lines: readonly ShownLine[] }) {
  const { t } = useTranslation();
  const failed = lines.filter((line) => line.ok === false);
  const open = lines.filter((line) => line.ok === null).length;
  const state = failed.length > 0 ? 'bad' : open > 0 ? 'unknown' : 'ok';
  return (
    <div className={`proof-headline proof-headline--${state}`} role="status" data-testid="proof-verdict" data-verdict={state}>
      <strong>{failed.length > 0 ? t('fair.verdictFailed', { failed: failed.length, count: lines.length }) : open > 0 ? t('fair.verdictPending', { passed: lines.length - open, count: lines.length }) : t('fair.verdictPassed', { count: lines.length })}</strong>
      {failed.length > 0 && (
        <ul className="proof-headline__failed">
          {failed.map((line) => (
            <li key={line.testId + line.text}>{line.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
