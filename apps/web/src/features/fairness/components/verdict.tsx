import type { ReactNode } from 'react';
import { useReportedVerdict } from './verdict-board';
import './fairness.css';

/** One line of a check: green when it holds, red when it fails, grey while it cannot be told; a board around it counts it in its verdict. */
export function Verdict({ ok, testId, children }: { readonly ok: boolean | null; readonly testId?: string; readonly children: ReactNode }) {
  useReportedVerdict(ok, children, testId);
  return (
    <li className={`verdict ${ok === null ? 'verdict--unknown' : ok ? 'verdict--ok' : 'verdict--bad'}`} data-testid={testId}>
      {children}
    </li>
  );
}
