import type { ReactNode } from 'react';

/** A console screen: its heading, the actions beside it, and its content. */
export function Screen({ title, actions, children, testId }: { title: string; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="cx-screen" data-testid={testId}>
      <header className="cx-screen__header">
        <h1 className="cx-screen__title">{title}</h1>
        {actions && <div className="cx-screen__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}

/** A titled block within a screen. */
export function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="cx-section">
      <header className="cx-section__header">
        <h2 className="cx-section__title">{title}</h2>
        {actions && <div className="cx-section__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
