import { RECORD_PARTS, type RecordPart } from '@lootbay/shared/fairness/chain-records';
import { useTranslation } from '../../../lib/i18n';
import type { ProofLine } from '../hooks/check-provenance';
import { Verdict } from './verdict';

/** A proof's line as shown: its text in the reader's language. */
export interface ShownLine {
  readonly ok: boolean | null;
  readonly text: string;
  readonly testId: string;
}

/** Provenance lines (catalogue keys) in the reader's language; the parts a record differs in are named too. */
export function useShownLines(lines: readonly ProofLine[] | null): readonly ShownLine[] {
  const { t } = useTranslation();
  const part = (name: string) => ((RECORD_PARTS as readonly string[]).includes(name) ? t(`fair.recordParts.${name as RecordPart}`) : name);
  return (lines ?? []).map((line) => {
    const values = line.values && typeof line.values['parts'] === 'string' ? { ...line.values, parts: line.values['parts'].split(', ').map(part).join(', ') } : line.values;
    return { ok: line.ok, text: t(line.key, values), testId: line.testId };
  });
}


/** Every line of a proof, ✓ or ✗ each. */
export function ProofLines({ lines }: { readonly lines: readonly ShownLine[] }) {
  return (
    <ul className="verifier__checks">
      {lines.map((line) => (
        <Verdict key={line.testId + line.text} ok={line.ok} testId={line.testId}>
          {line.text}
        </Verdict>
      ))}
    </ul>
  );
}
