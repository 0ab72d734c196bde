/** The API reference for third parties: every operation of GET /api/v1/openapi.json by resource, and how to verify. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page/PageHeader';
import { LocaleLink } from '../../components/LocaleLink';
import { usePageCopy } from '../../lib/page-copy';
import { groupByTag, type ApiDocument, type OperationView, type TagView } from './api-reference';
import styles from './DevelopersPage.module.css';

const DOCUMENT_URL = '/api/v1/openapi.json';

/** The reference page. */
export function DevelopersPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('developers');
  const [tags, setTags] = useState<TagView[] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    fetch(DOCUMENT_URL)
      .then((r) => (r.ok ? (r.json() as Promise<ApiDocument>) : Promise.reject(new Error(String(r.status)))))
      .then((doc) => live && setTags(groupByTag(doc)))
      .catch(() => live && setTags('failed'));
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="hash" />
      <section className={styles.intro}>
        <h2>{t('pages.developers.verifyTitle')}</h2>
        <p>{t('pages.developers.verify')}</p>
        <p>
          <LocaleLink to="/provably-fair">{t('meta.provablyFair.title')}</LocaleLink>
          {' · '}
          <a href={DOCUMENT_URL}>{t('pages.developers.document')}</a>
        </p>
      </section>
      {tags === 'loading' && <p className={styles.status}>{t('pages.developers.loading')}</p>}
      {tags === 'failed' && <p className={styles.status}>{t('pages.developers.failed')}</p>}
      {Array.isArray(tags) &&
        tags.map((tag) => (
          <section key={tag.name} className={styles.tag} data-testid={`api-tag-${tag.name}`}>
            <h2>{tag.name}</h2>
            {tag.description && <p className={styles.tagLead}>{tag.description}</p>}
            {tag.operations.map((op) => (
              <Operation key={op.id} op={op} />
            ))}
          </section>
        ))}
    </div>
  );
}

function Operation({ op }: { op: OperationView }) {
  const { t } = useTranslation();
  return (
    <details className={styles.op} data-testid="api-operation">
      <summary>
        <span className={styles.method}>{op.method}</span> <code>{op.path}</code>{' '}
        <span className={styles.summary}>{op.summary}</span>
        {op.signedIn && <span className={styles.badge}>{t('pages.developers.signedIn')}</span>}
      </summary>
      {op.description && <p>{op.description}</p>}
      <dl>
        <dt>{t('pages.developers.parameters')}</dt>
        <dd>
          {op.parameters.length === 0
            ? t('pages.developers.none')
            : op.parameters.map((p) => (
                <code key={p.name} className={styles.param}>
                  {p.name}
                  {p.required ? '' : '?'} ({p.where}): {p.type}
                </code>
              ))}
        </dd>
        <dt>{t('pages.developers.body')}</dt>
        <dd>{op.body ? <code>{op.body}</code> : t('pages.developers.none')}</dd>
        <dt>{t('pages.developers.answer')}</dt>
        <dd>{op.answer ? <code>{op.answer}</code> : t('pages.developers.none')}</dd>
      </dl>
    </details>
  );
}
