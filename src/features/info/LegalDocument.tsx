/** A legal text: header, a contents list and numbered sections. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader';
import { useIntlLocale } from '../../lib/use-locale';
import styles from './LegalDocument.module.css';

// Date of the current version of the legal texts.
const UPDATED = new Date(Date.UTC(2025, 0, 15));

/** One section of a legal text. */
export interface LegalSection {
  title: string;
  body: string;
}

/** Props of LegalDocument; texts arrive translated. */
export interface LegalDocumentProps {
  title: string;
  lead: string;
  eyebrow: string;
  sections: readonly LegalSection[];
}

/** Renders a legal text. */
export function LegalDocument({ title, lead, eyebrow, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(UPDATED);
  return (
    <div className={styles.doc}>
      <PageHeader title={title} lead={lead} eyebrow={eyebrow} icon="info" />
      <p className={styles.updated}>{t('pages.legal.updated', { date })}</p>
      <div className={styles.body}>
        <nav className={styles.toc} aria-label={t('pages.legal.contents')}>
          <p className={styles.tocTitle}>{t('pages.legal.contents')}</p>
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
