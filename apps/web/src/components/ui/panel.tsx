import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './panel.css';

interface PanelProps {
  readonly icon: IconName;
  readonly title: string;
  readonly description?: ReactNode;
  readonly aside?: ReactNode;
  /** How a tab lays out the panel's content (a column of rows, say). */
  readonly bodyClassName?: string;
  readonly children: ReactNode;
}

/** One titled block of the personal centre. */
export function Panel({ icon, title, description, aside, bodyClassName, children }: PanelProps) {
  return (
    <section className="centre-panel" aria-label={title}>
      <header className="centre-panel__header">
        <span className="centre-panel__icon">
          <Icon name={icon} size={20} />
        </span>
        <div className="centre-panel__heading">
          <h2 className="centre-panel__title">{title}</h2>
          {description && <div className="centre-panel__description">{description}</div>}
        </div>
        {aside}
      </header>
      <div className={bodyClassName ? `centre-panel__body ${bodyClassName}` : 'centre-panel__body'}>{children}</div>
    </section>
  );
}
