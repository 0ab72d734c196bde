/**
 * The profile's history: tabs for inventory, battles, case openings and upgrades (each paged with "Load more"),
 * the owner's public/private switch, and for visitors of a private profile the private notice instead.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Tabs } from '../../components/Tabs';
import { PROFILE_TABS } from '../../domain/profile-tabs';
import type { ProfileTab } from '../../protocol/profile';
import { HistoryList, PrivateNotice } from './HistoryList';
import { BattleRow, InventoryRow, OpeningRow, UpgradeRow } from './history-rows';
import {
  useGetProfileBattlesInfiniteQuery,
  useGetProfileInventoryInfiniteQuery,
  useGetProfileOpeningsInfiniteQuery,
  useGetProfileUpgradesInfiniteQuery,
  useSetProfilePublicMutation,
} from '../../api/user';
import styles from './ProfileHistory.module.css';

const TAB_ICONS = { inventory: 'box', battles: 'swords', openings: 'dice', upgrades: 'upgrade' } as const;

function TabPanel({ tab, userID }: { tab: ProfileTab; userID: string }) {
  const { t } = useTranslation();
  const inventory = useGetProfileInventoryInfiniteQuery(userID, { skip: tab !== 'inventory' });
  const battles = useGetProfileBattlesInfiniteQuery(userID, { skip: tab !== 'battles' });
  const openings = useGetProfileOpeningsInfiniteQuery(userID, { skip: tab !== 'openings' });
  const upgrades = useGetProfileUpgradesInfiniteQuery(userID, { skip: tab !== 'upgrades' });
  const common = { icon: TAB_ICONS[tab], testId: `history-${tab}`, empty: t(`profile.history.empty.${tab}`) };
  switch (tab) {
    case 'inventory':
      return <HistoryList {...common} result={inventory} row={(l) => <InventoryRow loot={l} />} />;
    case 'battles':
      return <HistoryList {...common} result={battles} row={(b) => <BattleRow battle={b} />} />;
    case 'openings':
      return <HistoryList {...common} result={openings} row={(o) => <OpeningRow opening={o} />} />;
    case 'upgrades':
      return <HistoryList {...common} result={upgrades} row={(u) => <UpgradeRow upgrade={u} />} />;
  }
}

/** The owner's choice: who may see these tabs. */
function PrivacySwitch({ profilePublic }: { profilePublic: boolean }) {
  const { t } = useTranslation();
  const [save, state] = useSetProfilePublicMutation();
  return (
    <div className={styles.privacy}>
      <SegmentedControl
        variant="pill"
        label={t('profile.history.privacy.label')}
        value={profilePublic}
        onChange={(v) => void save(v)}
        testId="profile-privacy"
        options={[
          {
            value: true,
            label: t('profile.history.privacy.public'),
            testId: 'privacy-public',
            disabled: state.isLoading,
          },
          {
            value: false,
            label: t('profile.history.privacy.private'),
            testId: 'privacy-private',
            disabled: state.isLoading,
          },
        ]}
      />
      <small>
        {profilePublic ? t('profile.history.privacy.publicHint') : t('profile.history.privacy.privateHint')}
      </small>
      {state.isError && <small role="alert">{t('profile.history.privacy.failed')}</small>}
    </div>
  );
}

/** The history section of /profile/:id. */
export function ProfileHistory({
  userID,
  isOwner,
  profilePublic,
}: {
  userID: string;
  isOwner: boolean;
  profilePublic: boolean;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ProfileTab = PROFILE_TABS.find((k) => k === raw) ?? 'inventory';
  const choose = (next: ProfileTab) =>
    setParams(
      (p) => {
        p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  return (
    <section className={styles.history} data-testid="profile-history">
      <div className={styles.head}>
        <h2>{t('profile.history.title')}</h2>
        {isOwner && <PrivacySwitch profilePublic={profilePublic} />}
      </div>
      {!isOwner && !profilePublic ? (
        <PrivateNotice />
      ) : (
        <>
          <Tabs
            variant="underline"
            label={t('profile.history.title')}
            value={tab}
            onChange={choose}
            items={PROFILE_TABS.map((k) => ({
              id: k,
              icon: TAB_ICONS[k],
              label: t(`profile.history.tabs.${k}`),
              testId: `history-tab-${k}`,
            }))}
          />
          <div role="tabpanel" className={styles.panel}>
            <TabPanel tab={tab} userID={userID} />
          </div>
        </>
      )}
    </section>
  );
}
