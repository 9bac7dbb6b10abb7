import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import './profile.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  readonly label: string;
  readonly icon: IconName;
  readonly value: string;
  readonly onValue: (value: string) => void;
  /** Shown under the field as an alert; also marks the field invalid. */
  readonly problem?: string | null;
  /** Quiet guidance under the field when there is no problem. */
  readonly hint?: ReactNode;
  /** A button inside the field, such as "send code". */
  readonly addon?: ReactNode;
}

/** A labelled input with an icon, an inline problem and an optional button inside. */
export function TextField({ label, icon, value, onValue, problem, hint, addon, ...input }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="pf-field">
      <label className="pf-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`pf-field__control ${problem ? 'pf-field__control--invalid' : ''}`}>
        <Icon name={icon} size={18} className="pf-field__icon" />
        <input
          id={id}
          className="pf-field__input"
          value={value}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem || hint ? noteId : undefined}
          onChange={(event) => onValue(event.target.value)}
          {...input}
        />
        {addon}
      </div>
      {problem ? (
        <p id={noteId} className="pf-field__problem" role="alert">
          <Icon name="error" size={15} />
          {problem}
        </p>
      ) : (
        hint && (
          <p id={noteId} className="pf-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
