import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import './activities.css';

interface ActivityCardProps {
  readonly icon: IconName;
  readonly title: string;
  readonly aside?: ReactNode;
  readonly testId: string;
  readonly children: ReactNode;
}

/** One small card of the home page's activity area. */
export function ActivityCard({ icon, title, aside, testId, children }: ActivityCardProps) {
  return (
    <section className="activity-card" aria-label={title} data-testid={testId}>
      <header className="activity-card__head">
        <span className="activity-card__icon" aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <h3 className="activity-card__title">{title}</h3>
        {aside}
      </header>
      {children}
    </section>
  );
}
