/** The version of a verified battle and, in version 2, its public beacon round: chain, signature, randomness, timing. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
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

/** The version badge and the beacon checks of a proof. */
export function BeaconCheck({ proof }: { proof: BattleProof }) {
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
