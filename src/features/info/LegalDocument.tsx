/** A legal text: header, a contents list and numbered sections. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader';
import { usePageCopy } from '../../lib/page-copy';
import { useIntlLocale } from '../../lib/use-locale';
import { OperatorNote } from './OperatorNote';
import styles from './LegalDocument.module.css';

// Date of the current version of the legal texts.
const UPDATED = new Date(Date.UTC(2025, 0, 15));

/** The legal texts: each has meta.<page> and pages.<page>.sections in the locale files. */
export type LegalPage = 'tos' | 'privacy' | 'cookiePolicy' | 'cardholder';

/** Renders the legal text of one page. */
export function LegalDocument({ page }: { page: LegalPage }) {
  const { t } = useTranslation();
  const copy = usePageCopy(page);
  const sections = t(`pages.${page}.sections`, { returnObjects: true });
  const intl = useIntlLocale();
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(UPDATED);
  return (
    <div className={styles.doc}>
      <PageHeader {...copy} icon="info" />
      <p className={styles.updated}>{t('pages.legal.updated', { date })}</p>
      <OperatorNote />
      <div className={styles.body}>
        <nav className={styles.toc} aria-label={t('pages.legal.contents')}>
          <p className={`overline ${styles.tocTitle}`}>{t('pages.legal.contents')}</p>
          <ol>
            {sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#section-${i + 1}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          {sections.map((s, i) => (
            <section key={s.title} id={`section-${i + 1}`} className={styles.section}>
              <h2>
                <span>{i + 1}.</span> {s.title}
              </h2>
              <p>{s.body}</p>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
