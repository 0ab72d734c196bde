/** Back-office sign-in: a code from the authenticator app, or one of the recovery codes; opens an 8-hour staff session. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { useStaffSignInMutation } from '../api';
import { adminErrorText } from '../errors';
import { writeStaffToken } from '../staff-session';
import styles from './session.module.css';

/** The sign-in screen. */
export function SignInScreen({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const [signIn, signing] = useStaffSignInMutation();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const v = value.trim();
      const session = await signIn(recovery ? { recoveryCode: v } : { code: v }).unwrap();
      writeStaffToken(session.token);
    } catch (err) {
      setError(adminErrorText(t, err));
    }
  };

  return (
    <Panel large className={styles.card} testId="admin-sign-in">
      <h1 className={styles.title}>{t('admin.common.signIn.title')}</h1>
      <p className={styles.text}>{t('admin.common.signIn.text', { name: nickname })}</p>
      <form onSubmit={submit} className={styles.form}>
        <Field
          label={recovery ? t('admin.common.recoveryLabel') : t('admin.common.codeLabel')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
          maxLength={recovery ? 40 : 12}
          data-testid="admin-sign-in-code"
        />
        <Button
          block
          type="submit"
          disabled={signing.isLoading || value.trim().length < 6}
          data-testid="admin-sign-in-submit"
        >
          {t('admin.common.signIn.submit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery((r) => !r);
            setValue('');
            setError(null);
          }}
          data-testid="admin-sign-in-toggle"
        >
          {recovery ? t('admin.common.signIn.useCode') : t('admin.common.signIn.useRecovery')}
        </Button>
      </form>
    </Panel>
  );
}
