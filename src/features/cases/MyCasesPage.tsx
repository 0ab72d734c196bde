/** The my-cases screen (home layout, starts fresh on every visit): the player's recent case drops. */
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button, ButtonLink } from '../../components/Button';
import { CaseArt } from '../../components/CaseArt';
import { EmptyState } from '../../components/EmptyState';
import { FeaturePage } from '../../components/page/FeaturePage';
import { Price } from '../../components/Price';
import { Skeleton } from '../../components/Skeleton';
import { useFeatureCopy } from '../../lib/page-copy';
import { requestSignIn } from '../../lib/sign-in-request';
import { rankOf } from './case-model';
import { useRecentLootQuery } from './cases-api';
import { useSignedIn } from './use-signed-in';
import styles from './MyCasesPage.module.css';

function Empty({ title, text, signIn }: { title: string; text: string; signIn?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      className={styles.empty}
      testId="my-cases-empty"
      art={<CaseArt rank={6} size={120} />}
      title={title}
      text={text}
      action={
        <>
          {signIn && (
            <Button icon="user" onClick={signIn}>
              {t('cases.mine.signIn')}
            </Button>
          )}
          <ButtonLink to="/cases/featured" icon="box" variant={signIn ? 'secondary' : 'primary'}>
            {t('cases.mine.browse')}
          </ButtonLink>
        </>
      }
    />
  );
}

function RecentDrops() {
  const { t } = useTranslation();
  const { data, isLoading } = useRecentLootQuery();
  if (isLoading) return <Skeleton height={200} radius={20} />;
  const drops = (data ?? []).filter((l) => l.source === 'case').sort((a, b) => b.createdAt - a.createdAt);
  if (drops.length === 0)
    return <Empty title={t('cases.mine.emptyTitle')} text={t('cases.mine.emptyText')} />;
  return (
    <div className={styles.recent}>
      <div>
        <h2 className={styles.h2}>{t('cases.mine.title')}</h2>
        <p className={styles.lead}>{t('cases.mine.text')}</p>
      </div>
      <AutoGrid list min={150} testId="my-cases-list">
        {drops.slice(0, 24).map((l) => (
          <li
            key={l.id}
            className={`rarity-plate ${styles.drop}`}
            style={{ ['--rc' as string]: `var(--rarity-${rankOf(l.item)})` }}
          >
            <img src={l.item.image} alt="" width={96} height={72} loading="lazy" />
            <span className={styles.name}>{l.item.name}</span>
            <Price cents={l.item.price} coin={false} className={styles.price} />
            <span className={styles.status}>
              {l.status === 'pending'
                ? t('cases.mine.pending')
                : l.status === 'sold'
                  ? t('cases.mine.sold')
                  : t('cases.mine.used')}
            </span>
          </li>
        ))}
      </AutoGrid>
    </div>
  );
}

/** The player's recently opened cases, or a friendly prompt. */
export function MyCasesPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const copy = useFeatureCopy('myCases', 'box', ['star', 'sparkles', 'chart']);
  return (
    <FeaturePage
      {...copy}
      previewLabel={undefined}
      preview={
        signedIn ? (
          <RecentDrops />
        ) : (
          <Empty
            title={t('pages.myCases.emptyTitle')}
            text={t('cases.mine.signedOut')}
            signIn={requestSignIn}
          />
        )
      }
    />
  );
}
