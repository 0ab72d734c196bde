/**
 * The draw of a giveaway verified in this browser (loaded lazily: the BLS code stays out of the other screens): the
 * beacon round's chain, signature, randomness and timing, the server seed against its hash, the client seed, and
 * each winner recomputed beside the server's.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { useGetBeaconInfoQuery } from '../../api/beacon';
import { QUICKNET } from '../../domain/beacon';
import type { Giveaway, GiveawayDraw } from '../../protocol/contests';
import { CheckMark } from '../../components/CheckMark';
import { useAmounts } from './event-format';
import { verifyGiveaway } from './verify-giveaway';
import notes from '../../components/notes.module.css';
import styles from './giveaways.module.css';

/** Props of GiveawayProofPanel. */
export interface GiveawayProofPanelProps {
  giveaway: Giveaway;
  draw: GiveawayDraw;
}

/** The proof; default export for React.lazy. */
export default function GiveawayProofPanel({ giveaway, draw }: GiveawayProofPanelProps) {
  const { t } = useTranslation();
  const a = useAmounts();
  // Quicknet is checked against the pinned constants: the site's word is asked only for another chain.
  const info = useGetBeaconInfoQuery(draw.beacon.chain, { skip: draw.beacon.chain === QUICKNET.chain });
  const settled = !info.isLoading && !info.isFetching;
  const chainInfo = info.data ?? null;
  const proof = useMemo(
    () => (settled ? verifyGiveaway(giveaway, draw, chainInfo) : null),
    [settled, giveaway, draw, chainInfo],
  );
  if (!proof) return <Spinner />;
  const b = proof.beacon;
  const names = new Map(draw.entrants.map((e) => [e.player.userID, e.player.nickname]));
  return (
    <Panel as="section" className={styles.proof} testId="giveaway-proof">
      <h2 className={styles.h2}>
        {t('events.result.proofTitle')}{' '}
        <Badge
          tone={proof.ok ? 'success' : 'danger'}
          data-testid="giveaway-verdict"
          data-ok={proof.ok ? 'yes' : 'no'}
        >
          {proof.ok ? t('events.result.verified') : t('events.result.notVerified')}
        </Badge>
      </h2>
      <ul className={styles.checks}>
        <li data-testid="check-chain" data-ok={b.chainOk ? 'yes' : 'no'}>
          <CheckMark ok={b.chainOk} /> {t('events.result.chain')}:{' '}
          <code translate="no">{draw.beacon.chain}</code>
        </li>
        <li data-testid="check-trust" data-trust={b.trust}>
          <CheckMark ok={b.trust === 'public'} />{' '}
          {b.trust === 'public'
            ? t('fairness.verifier.beacon.trustPublic')
            : t('fairness.verifier.beacon.trustOperator')}
        </li>
        <li data-testid="check-announced" data-ok={proof.announcedOk ? 'yes' : 'no'}>
          <CheckMark ok={proof.announcedOk} />{' '}
          {t('events.result.announced', { round: a.count(giveaway.beacon.round) })}
        </li>
        <li data-testid="check-signature" data-ok={b.signatureOk ? 'yes' : 'no'} data-verdict={b.verdict}>
          <CheckMark ok={b.signatureOk} />{' '}
          {b.verdict === 'no_chain'
            ? t('events.result.noChain')
            : b.signatureOk
              ? t('events.result.signatureOk')
              : t('events.result.signatureBad')}
        </li>
        <li data-testid="check-randomness" data-ok={b.randomnessOk ? 'yes' : 'no'}>
          <CheckMark ok={b.randomnessOk} /> {t('events.result.randomness')}:{' '}
          <code translate="no">{b.randomness ?? '—'}</code>
        </li>
        <li data-testid="check-round" data-ok={b.roundOk ? 'yes' : 'no'}>
          <CheckMark ok={b.roundOk} />{' '}
          {b.roundOk
            ? t('events.result.roundFirst', { round: a.count(b.round) })
            : t('events.result.roundNotFirst', {
                round: a.count(b.round),
                expected: a.count(b.expectedRound ?? 0),
              })}
        </li>
        <li data-testid="check-hash" data-ok={proof.hashOk ? 'yes' : 'no'}>
          <CheckMark ok={proof.hashOk} /> {t('events.result.hash')}
        </li>
        <li data-testid="check-client-seed" data-ok={proof.clientSeedOk ? 'yes' : 'no'}>
          <CheckMark ok={proof.clientSeedOk} /> {t('events.result.clientSeed')}:{' '}
          <code translate="no">{proof.clientSeed ?? '—'}</code>
        </li>
      </ul>
      <h3 className={styles.h3}>{t('events.result.recomputed')}</h3>
      {proof.winners.length === 0 ? (
        <p className={notes.muted}>{t('events.result.nothingDrawn')}</p>
      ) : (
        <ol className={styles.checks}>
          {proof.winners.map((w) => (
            <li key={w.k} data-testid="winner-check" data-ok={w.ok ? 'yes' : 'no'}>
              <CheckMark ok={w.ok} />{' '}
              {t('events.result.winnerCheck', {
                k: w.k,
                roll: a.count(w.roll),
                name: (w.userID && names.get(w.userID)) ?? '—',
                min: a.count(w.rangeMin),
                max: a.count(w.rangeMax),
              })}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
