/** On the battle page: a full version-2 battle waiting for the public beacon round that seals its client seed. */
import { useTranslation } from 'react-i18next';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { formatCount } from '../../domain/format';
import { useGetBeaconInfoQuery } from '../../lib/beacon-api';
import { awaitsBeacon } from '../../lib/battle-live';
import { useIntlLocale } from '../../lib/use-locale';
import type { BattleDetail } from './battle-types';
import styles from './BeaconWait.module.css';

/** The note, shown only while the battle waits for its round. */
export function BeaconWait({ battle }: { battle: BattleDetail }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const waiting = awaitsBeacon(battle);
  const { data: info } = useGetBeaconInfoQuery(undefined, { skip: !waiting });
  if (!waiting || !battle.beacon) return null;
  const round = formatCount(battle.beacon.round, intl);
  // Name the chain only once the server said which one it is: a local chain is not drand.
  const line =
    info?.source === 'drand'
      ? t('battle.beacon.roundDrand', { round })
      : info?.source === 'local'
        ? t('battle.beacon.roundLocal', { round })
        : t('battle.beacon.round', { round });
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
