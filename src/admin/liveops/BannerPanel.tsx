/**
 * Live ops: the site banner. Staff write the text in each of the 10 languages (English required; an empty one shows
 * English to its readers), pick info or warning and the window; the list shows each banner's state and takes one down.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import { SelectInput } from '../../components/SelectInput';
import { LOCALES, LOCALE_CODES } from '../../domain/locales';
import type { BannerKind, BannerMessages } from '../../protocol/admin-liveops';
import { adminErrorText } from '../errors';
import { useEndBannerMutation, useLiveBannersQuery, usePostBannerMutation } from './api';
import styles from './liveops.module.css';

/** `datetime-local` text of `ms` in the browser's zone. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** The banner section. */
export function BannerPanel({ canChange }: { canChange: boolean }) {
  const { t, i18n } = useTranslation();
  const banners = useLiveBannersQuery();
  const [post, posting] = usePostBannerMutation();
  const [end] = useEndBannerMutation();
  const [kind, setKind] = useState<BannerKind>('info');
  const [startsAt, setStartsAt] = useState(() => localInput(Date.now()));
  const [endsAt, setEndsAt] = useState(() => localInput(Date.now() + 86_400_000));
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [posted, setPosted] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPosted(false);
    const messages: Record<string, string> = {};
    for (const c of LOCALE_CODES) if (texts[c]?.trim()) messages[c] = texts[c].trim();
    void post({
      kind,
      messages: messages as BannerMessages,
      startsAt: new Date(startsAt).getTime(),
      endsAt: new Date(endsAt).getTime(),
    })
      .unwrap()
      .then(() => {
        setPosted(true);
        setTexts({});
      })
      .catch(() => undefined);
  };

  return (
    <Panel className={styles.section} testId="liveops-banner">
      <h2 className={styles.h2}>{t('admin.liveops.banner.title')}</h2>
      {canChange && (
        <form className={styles.bannerForm} onSubmit={submit}>
          <div className={styles.filters}>
            <SelectInput<BannerKind>
              label={t('admin.liveops.banner.kind')}
              value={kind}
              onChange={setKind}
              options={[
                { value: 'info', label: t('admin.liveops.banner.info') },
                { value: 'warning', label: t('admin.liveops.banner.warning') },
              ]}
              testId="liveops-banner-kind"
            />
            <Field
              label={t('admin.liveops.banner.startsAt')}
              type="datetime-local"
              value={startsAt}
              onChange={(e) => setStartsAt(e.target.value)}
              required
            />
            <Field
              label={t('admin.liveops.banner.endsAt')}
              type="datetime-local"
              value={endsAt}
              onChange={(e) => setEndsAt(e.target.value)}
              required
            />
          </div>
          <p className={styles.muted}>{t('admin.liveops.banner.hint')}</p>
          <div className={styles.texts}>
            {LOCALES.map((l) => (
              <Field
                key={l.code}
                label={t('admin.liveops.banner.text', { locale: l.name })}
                lang={l.code}
                value={texts[l.code] ?? ''}
                onChange={(e) => setTexts({ ...texts, [l.code]: e.target.value })}
                maxLength={300}
                required={l.code === 'en'}
                data-testid={`liveops-banner-text-${l.code}`}
              />
            ))}
          </div>
          <Button type="submit" size="sm" disabled={posting.isLoading} data-testid="liveops-banner-post">
            {t('admin.liveops.banner.post')}
          </Button>
          {posted && (
            <p role="status" className={styles.ok} data-testid="liveops-banner-posted">
              {t('admin.liveops.banner.posted')}
            </p>
          )}
          {posting.error && (
            <p role="alert" className={styles.err}>
              {adminErrorText(t, posting.error, 'admin.liveops.errors')}
            </p>
          )}
        </form>
      )}
      {banners.data && banners.data.list.length === 0 ? (
        <EmptyState framed icon="info" text={t('admin.liveops.banner.empty')} />
      ) : (
        <ul className={styles.bannerList}>
          {banners.data?.list.map((b) => (
            <li key={b.id} className={styles.bannerItem}>
              <Badge tone={b.state === 'live' ? 'success' : 'neutral'}>
                {t(`admin.liveops.banner.state.${b.state}`)}
              </Badge>
              <Badge tone={b.kind === 'warning' ? 'warning' : 'info'}>
                {t(`admin.liveops.banner.${b.kind}`)}
              </Badge>
              <span className={styles.bannerText}>{b.messages[i18n.language] ?? b.messages.en}</span>
              <small className={styles.muted}>
                {when.format(b.startsAt)} – {when.format(b.endsAt)}
              </small>
              {canChange && b.state !== 'ended' && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void end(b.id)}
                  data-testid="liveops-banner-end"
                >
                  {t('admin.liveops.banner.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
