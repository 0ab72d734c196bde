/** The version of a verified battle and, in version 2, its public beacon round: chain, signature, randomness, timing. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Icon } from '../../components/Icon';
import { formatWitnessMs, sealMargin, witnessMatches, type SealWitness } from '../../domain/beacon-witness';
import { formatCount } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { CheckMark } from '../../components/CheckMark';
import type { BattleProof } from './verify-battle';
import styles from './Verifier.module.css';

/** A date and time to the millisecond (rounds are seconds apart), in the reader's locale. */
function formatInstant(ms: number, intl: string): string {
  return new Intl.DateTimeFormat(intl, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    fractionalSecondDigits: 3,
  }).format(ms);
}

/** Props of BeaconCheck: the proof, and the seal this browser witnessed for the battle, if it saw it fill. */
export interface BeaconCheckProps {
  proof: BattleProof;
  witness?: SealWitness | null;
}

/** The version badge and the beacon checks of a proof. */
export function BeaconCheck({ proof, witness = null }: BeaconCheckProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const c = proof.beaconCheck;
  const version = (
    <Badge
      tone={proof.fairness === 2 ? 'accent' : 'neutral'}
      data-testid="proof-version"
      data-version={proof.fairness}
    >
      {proof.fairness === 2 ? t('fairness.verifier.version2') : t('fairness.verifier.version1')}
    </Badge>
  );
  if (!c) return version;
  const round = formatCount(c.round, intl);
  const url = c.chainInfo?.roundUrl?.replace('{round}', String(c.round));
  const signature =
    c.verdict === 'ok'
      ? t('fairness.verifier.beacon.signatureOk')
      : c.verdict === 'no_chain'
        ? t('fairness.verifier.beacon.noChain')
        : c.verdict === 'not_sealed'
          ? t('fairness.verifier.beacon.notSealed')
          : t('fairness.verifier.beacon.signatureBad');
  return (
    <>
      {version}
      <ul className={styles.checks} data-testid="beacon-proof">
        <li>
          <CheckMark ok={c.chainOk} /> {t('fairness.verifier.beacon.chain')}:{' '}
          <code translate="no">{proof.beacon?.chain ?? '—'}</code>
        </li>
        <li
          data-testid="beacon-trust"
          data-trust={c.trust}
          className={c.trust === 'public' ? styles.trustPublic : styles.trustOperator}
        >
          <Icon name={c.trust === 'public' ? 'shield' : 'alert'} size={14} />{' '}
          {c.trust === 'public'
            ? t('fairness.verifier.beacon.trustPublic')
            : t('fairness.verifier.beacon.trustOperator')}
        </li>
        <li data-testid="beacon-check" data-ok={c.signatureOk ? 'yes' : 'no'} data-verdict={c.verdict}>
          <CheckMark ok={c.signatureOk} /> {signature}
        </li>
        <li>
          <CheckMark ok={c.randomnessOk} /> {t('fairness.verifier.beacon.randomness')}:{' '}
          <code translate="no">{c.randomness ?? '—'}</code>
        </li>
        <li data-testid="beacon-round" data-ok={c.roundOk ? 'yes' : 'no'}>
          <CheckMark ok={c.roundOk} />{' '}
          {c.publishedAt !== null && c.filledAt !== null
            ? t('fairness.verifier.beacon.timing', {
                round,
                published: formatInstant(c.publishedAt, intl),
                filled: formatInstant(c.filledAt, intl),
              })
            : t('fairness.verifier.beacon.round', { round })}{' '}
          {c.roundOk
            ? t('fairness.verifier.beacon.roundFirst')
            : c.expectedRound !== null
              ? t('fairness.verifier.beacon.roundNotFirst', { expected: formatCount(c.expectedRound, intl) })
              : null}
        </li>
        {witness && (
          <WitnessLine
            witness={witness}
            matches={witnessMatches(witness, {
              chain: proof.beacon?.chain,
              round: proof.beacon?.round,
              filledAt: proof.filledAt,
            })}
          />
        )}
        {url && (
          <li>
            <a href={url} target="_blank" rel="noreferrer noopener" data-testid="beacon-round-link">
              {t('fairness.verifier.beacon.publicRound', { round })} ↗
            </a>
          </li>
        )}
      </ul>
    </>
  );
}

/** What this browser saw when the battle filled: sealed before its round was public, or a fill that has changed. */
function WitnessLine({ witness: w, matches }: { witness: SealWitness; matches: boolean }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const round = formatCount(w.round, intl);
  return (
    <li data-testid="beacon-witness" data-ok={matches ? 'yes' : 'no'} data-trust={w.trust}>
      <CheckMark ok={matches} />{' '}
      {matches
        ? t('fairness.verifier.beacon.witnessed', {
            round,
            margin: formatWitnessMs(sealMargin(w), intl),
            offset: formatWitnessMs(w.offsetMs, intl, true),
          })
        : t('fairness.verifier.beacon.witnessChanged', { round })}
    </li>
  );
}
