/** The battle lobby: search and the live battle list (sample battles until the battle API ships). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BattleCard } from '../../components/BattleCard';
import { Icon } from '../../components/Icon';
import { FeatureGrid } from '../../components/page/FeatureGrid';
import { PageHeader } from '../../components/page/PageHeader';
import { formatCents } from '../../lib/format';
import { SAMPLE_BATTLES } from '../../lib/samples';
import { useIntlLocale } from '../../lib/use-locale';
import styles from './BattlesPage.module.css';

/** The /battles screen. */
export function BattlesPage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const battles = SAMPLE_BATTLES.filter((b) => !q || t(`modes.${b.mode}`).toLowerCase().includes(q));
  return (
    <div className={styles.page}>
      <PageHeader title={t('meta.battles.title')} lead={t('meta.battles.description')} eyebrow={t('pages.battles.eyebrow')} icon="swords" />
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('pages.battles.searchLabel')}</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('pages.battles.searchPlaceholder')} data-testid="battle-search" />
        </label>
        <span className={styles.waiting}>
          <span className={styles.dot} />
          {t('battle.waiting')}
        </span>
      </div>
      <div className={styles.grid}>
        {battles.map((b) => (
          <BattleCard key={b.id} mode={b.mode} cases={b.cases} seats={b.seats} filled={b.filled} cost={formatCents(b.costCents, intl)} />
        ))}
      </div>
      <FeatureGrid features={t('pages.battles.features', { returnObjects: true })} icons={['swords', 'bolt', 'heart']} />
    </div>
  );
}
