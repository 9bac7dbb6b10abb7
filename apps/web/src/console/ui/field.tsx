import { useId, type ReactNode } from 'react';

/** A labelled control; the label is tied to the control for assistive technology. */
export function Field({ label, children, hint, wide }: { label: string; hint?: string; wide?: boolean; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={wide ? 'cx-field cx-field--wide' : 'cx-field'}>
      <label className="cx-field__label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint && <p className="cx-field__hint">{hint}</p>}
    </div>
  );
}
