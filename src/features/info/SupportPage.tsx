/**
 * The support page: a form whose messages reach staff (POST /v1/support/message, stored in the support inbox) and the
 * contact address the deployment configures (SUPPORT_EMAIL). Signed out, an email to answer is required.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { PageHeader } from '../../components/page/PageHeader';
import { useGetSiteInfoQuery } from '../../api/meta';
import { useSendSupportMessageMutation } from '../../api/support';
import { knownErrorCode } from '../../api/error';
import { looksLikeEmail, SUPPORT_LIMITS, SUPPORT_TOPICS, type SupportTopic } from '../../domain/support';
import type { SessionState } from '../../lib/session';
import { usePageCopy } from '../../lib/page-copy';
import { useLocale } from '../../lib/use-locale';
import notes from '../../components/notes.module.css';
import styles from './SupportPage.module.css';

const PROBLEMS = [
  'email_required',
  'email_invalid',
  'subject_too_short',
  'message_too_short',
  'rate_limited',
] as const;
type Problem = (typeof PROBLEMS)[number] | 'failed';

/** The support screen. */
export function SupportPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('support');
  const locale = useLocale();
  const signedIn = useSelector((s: { session: SessionState }) => s.session.token !== null);
  const { data: site } = useGetSiteInfoQuery();
  const [send, { isLoading }] = useSendSupportMessageMutation();
  const [topic, setTopic] = useState<SupportTopic>('account');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const L = SUPPORT_LIMITS;
  const emailBad = email.trim() !== '' && !looksLikeEmail(email.trim());
  const ready =
    subject.trim().length >= L.subjectMin &&
    message.trim().length >= L.messageMin &&
    !emailBad &&
    (signedIn || email.trim() !== '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setProblem(null);
    try {
      const body = { topic, subject: subject.trim(), message: message.trim(), locale };
      const res = await send(email.trim() ? { ...body, email: email.trim() } : body).unwrap();
      setSent(res.id);
      setSubject('');
      setMessage('');
    } catch (err) {
      setProblem(knownErrorCode(err, PROBLEMS) ?? 'failed');
    }
  };
  const contact = site?.operator.supportEmail;
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="info" />
      <p className={notes.muted} data-testid="support-contact">
        {contact ? (
          <>
            {t('pages.support.contact')} <a href={`mailto:${contact}`}>{contact}</a>
          </>
        ) : (
          t('pages.support.contactUnset')
        )}
      </p>
      <Panel large testId="support-form">
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <label className={styles.label}>
            {t('pages.support.topic')}
            <select
              className={styles.control}
              value={topic}
              onChange={(e) => setTopic(e.target.value as SupportTopic)}
              data-testid="support-topic"
            >
              {SUPPORT_TOPICS.map((k) => (
                <option key={k} value={k}>
                  {t(`pages.support.topics.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <Field
            label={t('pages.support.subject')}
            value={subject}
            maxLength={L.subjectMax}
            onChange={(e) => setSubject(e.target.value)}
            data-testid="support-subject"
          />
          <label className={styles.label}>
            {t('pages.support.message')}
            <textarea
              className={styles.control}
              value={message}
              maxLength={L.messageMax}
              onChange={(e) => setMessage(e.target.value)}
              data-testid="support-message"
            />
            <span className={styles.count}>
              {t('pages.support.length', { used: message.length, max: L.messageMax })}
            </span>
          </label>
          <Field
            label={t('pages.support.email')}
            labelAside={signedIn ? t('pages.support.optional') : undefined}
            type="email"
            value={email}
            maxLength={L.emailMax}
            onChange={(e) => setEmail(e.target.value)}
            hint={signedIn ? t('pages.support.emailSignedIn') : t('pages.support.emailNeeded')}
            error={emailBad ? t('pages.support.problems.email_invalid') : undefined}
            data-testid="support-email"
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={!ready || isLoading} data-testid="support-send">
              {t('pages.support.send')}
            </Button>
            {problem && (
              <p className={notes.error} role="alert" data-testid="support-problem">
                {t(`pages.support.problems.${problem}`)}
              </p>
            )}
            {sent && !problem && (
              <p className={styles.sent} role="status" data-testid="support-sent">
                {t('pages.support.sent', { id: sent })}
              </p>
            )}
          </div>
        </form>
      </Panel>
    </div>
  );
}
