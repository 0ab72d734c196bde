/** The verifier section of /provably-fair: a battle by id, or any single roll; both computed in this browser. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/Tabs';
import { BattleVerifier } from './BattleVerifier';
import { RollVerifier } from './RollVerifier';
import { exposeFairnessHook } from './web-crypto';
import styles from './Verifier.module.css';

/** Tabs of the two verifiers. */
export function Verifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'battle' | 'roll'>(params.get('roll') ? 'roll' : 'battle');
  useEffect(() => exposeFairnessHook(), []);
  return (
    <section className={styles.verifier} id="verify" data-testid="verifier">
      <h2>{t('fairness.verifier.title')}</h2>
      <p className={styles.lead}>{t('fairness.verifier.lead')}</p>
      <Tabs
        variant="boxed"
        className={styles.tabs}
        label={t('fairness.verifier.title')}
        value={tab}
        onChange={setTab}
        items={(['battle', 'roll'] as const).map((k) => ({
          id: k,
          label: t(`fairness.verifier.tabs.${k}`),
          testId: `verifier-tab-${k}`,
        }))}
      />
      {tab === 'battle' ? <BattleVerifier /> : <RollVerifier />}
    </section>
  );
}
