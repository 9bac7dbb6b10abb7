import { Children, createContext, isValidElement, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { ProofHeadline } from './proof-headline';
import type { ShownLine } from './proof-lines';

type Report = (id: string, line: ShownLine | null) => void;

const Board = createContext<Report | null>(null);

/** The words of a line, for the headline's list of what failed. */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ''))
    .join('')
    .trim();
}

/**
 * Collects the verdict of every line rendered inside it, wherever it comes from (the verifier's
 * own checks, an odds check, the chain), and shows one verdict above them once any can be told.
 */
export function VerdictBoard({ children }: { readonly children: ReactNode }) {
  const [lines, setLines] = useState<ReadonlyMap<string, ShownLine>>(new Map());
  const report = useCallback<Report>((id, line) => {
    setLines((previous) => {
      const known = previous.get(id);
      if (line === null ? known === undefined : known !== undefined && known.ok === line.ok && known.text === line.text) return previous;
      const next = new Map(previous);
      if (line === null) next.delete(id);
      else next.set(id, line);
      return next;
    });
  }, []);
  return (
    <Board.Provider value={report}>
      {[...lines.values()].some((line) => line.ok !== null) && <ProofHeadline lines={[...lines.values()]} />}
      {children}
    </Board.Provider>
  );
}

/** Tells the board around a line (if any) how the line stands, for as long as it is shown. */
export function useReportedVerdict(ok: boolean | null, children: ReactNode, testId: string | undefined): void {
  const report = useContext(Board);
  const id = useId();
  const text = textOf(children);
  useEffect(() => {
    if (!report) return undefined;
    report(id, { ok, text, testId: testId ?? id });
    return () => report(id, null);
  }, [report, id, ok, text, testId]);
}
