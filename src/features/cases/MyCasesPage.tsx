/**
 * The my-cases screen (home layout, starts fresh on every visit): the cases the player made (GET /v1/case/mine),
 * their pinned cases, the cases they opened most and the ones they opened last (GET /v1/user/my-cases).
 */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button, ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/page/FeaturePage';
import { SectionHeader } from '../../components/SectionHeader';
import { Skeleton } from '../../components/Skeleton';
import { useMyCasesQuery } from '../../api/user';
import { useFeatureCopy } from '../../lib/page-copy';
import { requestSignIn } from '../../lib/sign-in-request';
import type { CaseSummary } from '../../protocol/catalog';
import type { OpenedCaseStat } from '../../protocol/daily';
import { PinButton } from './PinButton';
import { PlayerCaseCreations } from './PlayerCaseCreations';
import { useSignedIn } from './use-signed-in';
import styles from './MyCasesPage.module.css';

function SignedOut() {
  const { t } = useTranslation();
  return (
    <EmptyState
      className={styles.empty}
      testId="my-cases-empty"
      art={<CaseArt rank={6} size={120} />}
      title={t('pages.myCases.emptyTitle')}
      text={t('cases.mine.signedOut')}
      action={
        <>
          <Button icon="user" onClick={requestSignIn}>
            {t('cases.mine.signIn')}
          </Button>
          <ButtonLink to="/cases/featured" icon="box" variant="secondary">
            {t('cases.mine.browse')}
          </ButtonLink>
        </>
      }
    />
  );
}

/** One titled list of case tiles, or its empty sentence. */
function Section({
  id,
  title,
  text,
  empty,
  children,
  count,
}: {
  id: string;
  title: string;
  text: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} data-testid={`my-cases-${id}`}>
      <SectionHeader title={title} text={text} />
      {count === 0 ? (
        <EmptyState framed icon="box" text={empty} testId={`my-cases-${id}-empty`} />
      ) : (
        <AutoGrid list min={170} gap="md" phone={2}>
          {children}
        </AutoGrid>
      )}
    </section>
  );
}

/** A case tile; a daily case says Free (it is never bought). */
function Tile({ c }: { c: CaseSummary }) {
  const { t } = useTranslation();
  const tile = caseTileOf(c);
  return <CaseTile {...tile} price={c.type === 'daily' ? t('daily.free') : tile.price} />;
}

function PinnedTile({ c }: { c: CaseSummary }) {
  return (
    <li className={styles.cell}>
      <Tile c={c} />
      <PinButton caseId={c.id} />
    </li>
  );
}

function StatTile({ s }: { s: OpenedCaseStat }) {
  const { t } = useTranslation();
  return (
    <li className={styles.cell}>
      <Tile c={s.case} />
      <span className={styles.count}>{t('pins.opened', { count: s.count })}</span>
    </li>
  );
}

function MyCases() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useMyCasesQuery();
  if (isLoading) return <Skeleton height={260} radius={20} />;
  if (isError || !data)
    return <EmptyState role="alert" icon="alert" text={t('cases.errors.generic')} testId="my-cases-error" />;
  return (
    <div className={styles.sections}>
      <PlayerCaseCreations />
      <Section
        id="pinned"
        title={t('pins.pinnedTitle')}
        text={t('pins.pinnedText')}
        empty={t('pins.pinnedEmpty')}
        count={data.pinned.length}
      >
        {data.pinned.map((c) => (
          <PinnedTile key={c.id} c={c} />
        ))}
      </Section>
      <Section
        id="most"
        title={t('pins.mostTitle')}
        text={t('pins.mostText')}
        empty={t('pins.mostEmpty')}
        count={data.mostOpened.length}
      >
        {data.mostOpened.map((s) => (
          <StatTile key={s.case.id} s={s} />
        ))}
      </Section>
      <Section
        id="recent"
        title={t('pins.recentTitle')}
        text={t('pins.recentText')}
        empty={t('pins.recentEmpty')}
        count={data.recent.length}
      >
        {data.recent.map((s) => (
          <StatTile key={s.case.id} s={s} />
        ))}
      </Section>
    </div>
  );
}

/** The player's creations, pinned, most opened and recently opened cases, or a sign-in prompt. */
export function MyCasesPage() {
  const signedIn = useSignedIn();
  const copy = useFeatureCopy('myCases', 'box', ['star', 'clock', 'chart']);
  return <FeaturePage {...copy} previewLabel={undefined} preview={signedIn ? <MyCases /> : <SignedOut />} />;
}
