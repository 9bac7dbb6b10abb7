import type { ReactNode } from 'react';
import { Icon } from './icon';
import './ui.css';

interface ResultPanelProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly testId?: string;
}

/** What an irreversible action did, kept on the page until the member closes it (not a passing toast). */
export function ResultPanel({ title, children, closeLabel, onClose, testId }: ResultPanelProps) {
  return (
    <section className="result-panel" role="status" data-testid={testId}>
      <Icon name="check" size={18} className="result-panel__icon" />
      <div className="result-panel__body">
        <strong className="result-panel__title">{title}</strong>
        <div className="result-panel__text">{children}</div>
      </div>
      <button type="button" className="icon-btn result-panel__close" aria-label={closeLabel} onClick={onClose}>
        <Icon name="close" />
      </button>
    </section>
  );
}
