/** The "verify by id" form of the battle and upgrade verifiers: one id field and its submit button. */
import { useState } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import styles from './Verifier.module.css';

/** Props: the field's label and initial id, the button's text, test ids `{testId}-id` and `{testId}`. */
export interface VerifyByIdFormProps {
  label: string;
  button: string;
  initialId: string;
  busy: boolean;
  testId: string;
  onVerify: (id: string) => void;
}

/** An id field and a Verify button; submitting hands the trimmed id to `onVerify`. */
export function VerifyByIdForm({ label, button, initialId, busy, testId, onVerify }: VerifyByIdFormProps) {
  const [id, setId] = useState(initialId);
  return (
    <form className={styles.row} onSubmit={(e) => (e.preventDefault(), onVerify(id.trim()))}>
      <Field
        label={label}
        className={styles.field}
        inputClassName={styles.input}
        value={id}
        onChange={(e) => setId(e.target.value)}
        required
        spellCheck={false}
        data-testid={`${testId}-id`}
      />
      <Button type="submit" icon="shield" disabled={busy || !id.trim()} data-testid={testId}>
        {button}
      </Button>
    </form>
  );
}
