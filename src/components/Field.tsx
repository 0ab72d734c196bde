/** A labelled text input with an optional hint and error, in the one input height of the site. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Field.module.css';

/** Props of Field: every other prop goes to the input; `error` marks it invalid and is announced. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: ReactNode;
  /** Small text at the label's right end (e.g. "optional", a limit). */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** A sign drawn inside the input's start (e.g. '$'); the value is then set large and bold. */
  prefix?: ReactNode;
  /** Class of the outer label element. */
  className?: string;
  inputClassName?: string;
  /** Keeps the label for assistive technology only (a field whose placeholder says what it is). */
  hideLabel?: boolean;
  /** Test id of the hint or error line. */
  errorTestId?: string;
}

/** One form field: label over input, hint or error under it. */
export function Field({
  label,
  labelAside,
  hint,
  error,
  prefix,
  className,
  inputClassName,
  hideLabel,
  errorTestId,
  id,
  ...input
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const noteId = `${inputId}-note`;
  const note = error ?? hint;
  const control = (
    <input
      id={inputId}
      className={[styles.input, inputClassName ?? ''].join(' ')}
      aria-invalid={error ? true : undefined}
      aria-describedby={note ? noteId : undefined}
      {...input}
    />
  );
  return (
    <div className={[styles.field, className ?? ''].join(' ')}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={inputId}>
        <span>{label}</span>
        {labelAside && <small>{labelAside}</small>}
      </label>
      {prefix ? (
        <span className={styles.prefixed}>
          <span aria-hidden="true">{prefix}</span>
          {control}
        </span>
      ) : (
        control
      )}
      {note && (
        <span
          id={noteId}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
          data-testid={errorTestId}
        >
          {note}
        </span>
      )}
    </div>
  );
}
