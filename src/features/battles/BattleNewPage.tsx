/** The create-a-battle screen (starts fresh on every visit). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './BattleNewPage.module.css';

const MODES = ['default', 'crazy', 'sharing'] as const;
const SEATS = [2, 3, 4] as const;

/** Create a battle. */
export function BattleNewPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<(typeof MODES)[number]>('default');
  const [seats, setSeats] = useState<(typeof SEATS)[number]>(2);
  return (
    <FeaturePage
      title={t('meta.battleNew.title')}
      lead={t('meta.battleNew.description')}
      eyebrow={t('pages.battleNew.eyebrow')}
      icon="plus"
      previewLabel={t('common.preview')}
      preview={
        <div className={styles.pickers}>
          <div className={styles.group} role="radiogroup" aria-label={t('battle.mode')}>
            {MODES.map((m) => (
              <button key={m} type="button" role="radio" aria-checked={mode === m} className={styles.choice} onClick={() => setMode(m)}>
                {t(`modes.${m}`)}
              </button>
            ))}
          </div>
          <div className={styles.group} role="radiogroup" aria-label={t('battle.seats')}>
            {SEATS.map((n) => (
              <button key={n} type="button" role="radio" aria-checked={seats === n} className={styles.choice} onClick={() => setSeats(n)}>
                {n === 4 ? '2v2' : Array.from({ length: n }, () => '1').join('v')}
              </button>
            ))}
          </div>
        </div>
      }
      steps={t('pages.battleNew.steps', { returnObjects: true })}
      features={t('pages.battleNew.features', { returnObjects: true })}
      featureIcons={['lock', 'coin', 'hash']}
    />
  );
}
