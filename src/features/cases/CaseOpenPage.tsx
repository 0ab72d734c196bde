/** The /cases/open/:id screen: the case, count 1-5, real and demo spins in the arena, won items, odds and fairness. */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ArenaLabels } from '../../arena';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Panel } from '../../components/Panel';
import { Skeleton } from '../../components/Skeleton';
import { requestSignIn } from '../../lib/sign-in-request';
import { useIntlLocale } from '../../lib/use-locale';
import { OpenPanel } from './OpenPanel';
import { OpeningBoard } from './OpeningBoard';
import { PinButton } from './PinButton';
import { coinBalance, useMe } from '../../api/user';
import { useCaseDetailQuery } from '../../api/case';
import { errorKey, moneyFormat } from './case-model';
import { useCaseOpening } from './use-case-opening';
import { useSignedIn } from './use-signed-in';
import layout from '../../components/layout.module.css';
import styles from './CaseOpenPage.module.css';

/** The arena's labels in the active language (shared with the daily cases page). */
export function useArenaLabels(): ArenaLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      winner: t('cases.arena.winner'),
      reroll: t('cases.arena.reroll'),
      teamCt: t('cases.arena.teamCt'),
      teamT: t('cases.arena.teamT'),
      waiting: t('cases.arena.waiting'),
      processing: t('cases.arena.processing'),
      calculating: t('cases.arena.calculating'),
      won: t('cases.arena.won'),
    }),
    [t],
  );
}

/** Open one case. */
export function CaseOpenPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const intl = useIntlLocale();
  const signedIn = useSignedIn();
  const detailQ = useCaseDetailQuery(id);
  const me = useMe();
  const labels = useArenaLabels();
  const money = useMemo(() => moneyFormat(intl), [intl]);
  const [count, setCount] = useState(1);
  const [fastSpin, setFastSpin] = useState(false);
  const caseOpening = useCaseOpening(detailQ.data, labels, money);
  const { run, opening, openReal, openDemo } = caseOpening;

  const spinning = run !== null && !run.settled;
  const busy = opening || spinning;
  const balance = signedIn && me.data ? coinBalance(me.data) : null;
  const again = useCallback(
    () => (run?.demo || !signedIn ? openDemo(count) : void openReal(count)),
    [run, signedIn, count, openDemo, openReal],
  );

  if (detailQ.isError) {
    const notFound = errorKey(detailQ.error) === 'case_not_found';
    return (
      <div className={styles.missing} role="alert">
        <Icon name="box" size={40} />
        <h1 data-testid="page-title">{t('meta.caseOpen.title')}</h1>
        <p>{notFound ? t('cases.open.notFound') : t('cases.errors.generic')}</p>
        <ButtonLink to="/" icon="home">
          {t('cases.catalog.browseAll')}
        </ButtonLink>
      </div>
    );
  }
  const detail = detailQ.data;
  if (!detail) {
    return (
      <div className={styles.page}>
        <Skeleton height={220} radius={28} />
        <Skeleton height={260} radius={28} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {detail.type === 'daily' && (
        <Panel className={`${layout.bar} ${styles.dailyNote}`} testId="daily-note">
          <p>{t('daily.onDailyPage', { title: detail.title })}</p>
          <ButtonLink to="/daily-cases" icon="gift">
            {t('daily.open')}
          </ButtonLink>
        </Panel>
      )}
      <OpenPanel
        detail={detail}
        count={count}
        onCount={setCount}
        signedIn={signedIn}
        balance={balance}
        busy={busy}
        fastSpin={fastSpin}
        onFastSpin={setFastSpin}
        onOpen={() => void openReal(count)}
        onDemo={() => openDemo(count)}
        onSignIn={requestSignIn}
        free={detail.type === 'daily'}
      />
      <div className={styles.pinRow}>
        <PinButton caseId={detail.id} />
      </div>
      <OpeningBoard
        detail={detail}
        opening={caseOpening}
        count={count}
        fastSpin={fastSpin}
        onAgain={again}
        againDisabled={
          busy || (run !== null && !run.demo && balance !== null && balance < detail.price * count)
        }
      />
    </div>
  );
}
