import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';

interface PanelProps {
  readonly icon: IconName;
  readonly title: string;
  readonly description?: ReactNode;
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** One titled block of the personal centre. */
export function Panel({ icon, title, description, aside, children }: PanelProps) {
  return (
    <section className="pf-panel" aria-label={title}>
      <header className="pf-panel__header">
        <span className="pf-panel__icon">
          <Icon name={icon} size={20} />
        </span>
        <div className="pf-panel__heading">
          <h2 className="pf-panel__title">{title}</h2>
          {description && <p className="pf-panel__description">{description}</p>}
        </div>
        {aside}
      </header>
      <div className="pf-panel__body">{children}</div>
    </section>
  );
}
