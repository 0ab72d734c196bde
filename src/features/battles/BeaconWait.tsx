/** On the battle page: a full version-2 battle waiting for the public beacon round that seals its client seed. */
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { formatCount } from '../../domain/format';
import { chainTrust } from '../../domain/beacon-trust';
import { awaitsBeacon } from '../../api/battle-live';
import { useIntlLocale } from '../../lib/use-locale';
import type { BattleDetail } from './battle-types';
import styles from './BeaconWait.module.css';

/** The note, shown only while the battle waits for its round. */
export function BeaconWait({ battle }: { battle: BattleDetail }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const waiting = awaitsBeacon(battle);
  if (!waiting || !battle.beacon) return null;
  const round = formatCount(battle.beacon.round, intl);
  // The chain is named from the pinned quicknet hash, never from the site's word: anything else is its own chain.
  const line =
    chainTrust(battle.beacon.chain) === 'public'
      ? t('battle.beacon.roundDrand', { round })
      : t('battle.beacon.roundLocal', { round });
  return (
    <Panel compact testId="beacon-waiting" className={styles.wait}>
      <Spinner size={20} />
      <div>
        <strong>{t('battle.beacon.waiting')}</strong>
        <p className={styles.sub}>{line}</p>
      </div>
    </Panel>
  );
}
