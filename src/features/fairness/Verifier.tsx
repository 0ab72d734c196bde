/** The verifier section of /provably-fair: a battle or an upgrade by id, or any single roll; all computed in this browser. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/Tabs';
import { BattleVerifier } from './BattleVerifier';
import { RollVerifier } from './RollVerifier';
import { UpgradeVerifier } from './UpgradeVerifier';
import { exposeFairnessHook } from './web-crypto';
import styles from './Verifier.module.css';

type VerifierTab = 'battle' | 'upgrade' | 'roll';
const TABS: readonly VerifierTab[] = ['battle', 'upgrade', 'roll'];

/** The tab a link asks for: ?upgrade= (an upgrade's history row), ?roll= (an opening's), else a battle. */
const linkedTab = (params: URLSearchParams): VerifierTab =>
  params.get('upgrade') ? 'upgrade' : params.get('roll') ? 'roll' : 'battle';

/** Tabs of the verifiers. */
export function Verifier() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<VerifierTab>(() => linkedTab(params));
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
        items={TABS.map((k) => ({
          id: k,
          label: k === 'upgrade' ? t('fairness.upgrade.tab') : t(`fairness.verifier.tabs.${k}`),
          testId: `verifier-tab-${k}`,
        }))}
      />
      {tab === 'battle' ? <BattleVerifier /> : tab === 'upgrade' ? <UpgradeVerifier /> : <RollVerifier />}
    </section>
  );
}
