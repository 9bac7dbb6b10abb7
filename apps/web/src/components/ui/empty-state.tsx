import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './ui.css';

interface EmptyStateProps {
  readonly icon: IconName;
  readonly title: string;
  readonly text?: string;
  readonly action?: ReactNode;
}

export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <div className="empty-state__icon">
        <Icon name={icon} size={32} />
      </div>
      <p className="empty-state__title">{title}</p>
      {text && <p className="empty-state__text">{text}</p>}
      {action}
    </div>
  );
}
