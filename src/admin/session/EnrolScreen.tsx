/**
 * Setting up the second factor: a QR code (and the secret as text) for an authenticator app, a first code to
 * confirm it, then the recovery codes, shown this once; the staff session starts when they are put away.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import type { EnrolStartAnswer, StaffSessionAnswer } from '../../protocol/admin-session';
import { useEnrolConfirmMutation, useEnrolStartMutation } from '../api';
import { adminErrorText } from '../errors';
import { writeStaffToken } from '../staff-session';
import styles from './session.module.css';

/** The enrolment screen. */
export function EnrolScreen({ nickname }: { nickname: string }) {
  const { t } = useTranslation();
  const [start, starting] = useEnrolStartMutation();
  const [confirm, confirming] = useEnrolConfirmMutation();
  const [offer, setOffer] = useState<EnrolStartAnswer | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ codes: string[]; session: StaffSessionAnswer } | null>(null);

  const begin = async () => {
    setError(null);
    try {
      setOffer(await start().unwrap());
    } catch (err) {
      setError(adminErrorText(t, err));
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const r = await confirm({ code: code.trim() }).unwrap();
      setDone({ codes: r.recoveryCodes, session: r.session });
    } catch (err) {
      setError(adminErrorText(t, err));
    }
  };

  if (done) {
    return (
      <Panel large className={styles.card} testId="admin-recovery">
        <h1 className={styles.title}>{t('admin.common.enrol.codesTitle')}</h1>
        <p className={styles.text}>{t('admin.common.enrol.codesText', { count: done.codes.length })}</p>
        <ol className={styles.codes} data-testid="admin-recovery-codes">
          {done.codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <Button block onClick={() => writeStaffToken(done.session.token)} data-testid="admin-recovery-done">
          {t('admin.common.enrol.codesDone')}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel large className={styles.card} testId="admin-enrol">
      <h1 className={styles.title}>{t('admin.common.enrol.title')}</h1>
      <p className={styles.text}>{t('admin.common.enrol.text', { name: nickname })}</p>
      {!offer ? (
        <>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <Button block onClick={begin} disabled={starting.isLoading} data-testid="admin-enrol-start">
            {t('admin.common.enrol.start')}
          </Button>
        </>
      ) : (
        <form onSubmit={submit} className={styles.form}>
          <img
            className={styles.qr}
            src={offer.qrCode}
            alt={t('admin.common.enrol.qrAlt')}
            width={200}
            height={200}
          />
          <p className={styles.hint}>{t('admin.common.enrol.manual')}</p>
          <code className={styles.secret} data-testid="admin-enrol-secret">
            {offer.secret}
          </code>
          <Field
            label={t('admin.common.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error ?? undefined}
            maxLength={12}
            data-testid="admin-enrol-code"
          />
          <Button
            block
            type="submit"
            disabled={confirming.isLoading || code.trim().length < 6}
            data-testid="admin-enrol-confirm"
          >
            {t('admin.common.enrol.confirm')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
