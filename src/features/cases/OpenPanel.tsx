/** The case's header: art, title, price, the 1-5 count selector, Open / Sign in, Demo and the fast-spin toggle. */
import { useTranslation } from 'react-i18next';
import { FastSpinToggle } from '../../components/FastSpinToggle';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { LocaleLink } from '../../components/LocaleLink';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import { MAX_OPEN_COUNT } from '../../domain/case-opening';
import type { CaseDetail } from '../../protocol/catalog';
import { useTypeTitle } from './use-type-title';
import note from './note.module.css';
import styles from './OpenPanel.module.css';

/** Props of OpenPanel. `balance` (cents) is null while unknown. */
export interface OpenPanelProps {
  detail: CaseDetail;
  signedIn: boolean;
  count: number;
  onCount: (n: number) => void;
  balance: number | null;
  busy: boolean;
  fastSpin: boolean;
  onFastSpin: (on: boolean) => void;
  onOpen: () => void;
  onDemo: () => void;
  onSignIn: () => void;
  /** A daily case is never bought: no paid Open button (and no low-balance note); the demo spin stays. */
  free?: boolean;
}

/** The case header and its controls. */
export function OpenPanel(p: OpenPanelProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const typeTitle = useTypeTitle(p.detail.type);
  const total = p.detail.price * p.count;
  const short = !p.free && p.balance !== null && p.balance < total;
  return (
    <header className={styles.panel}>
      <div className={styles.art}>
        <img src={p.detail.image} alt="" width={220} height={188} />
      </div>
      <div className={styles.body}>
        <span className={styles.eyebrow}>
          <Icon name="box" size={14} />
          {typeTitle}
        </span>
        <h1 className={styles.title} data-testid="page-title">
          {p.detail.title}
        </h1>
        <p className={styles.meta}>
          <Price cents={p.detail.price} coin={false} pill className={styles.price} testId="case-price" />
          <span>{t('cases.open.items', { count: p.detail.odds.rows.length })}</span>
          {p.balance !== null && (
            <span className={styles.balance} data-testid="case-balance">
              {t('cases.open.balance', { balance: formatMoney(p.balance, intl) })}
            </span>
          )}
          <LocaleLink to={`/cases/${p.detail.id}/odds-history`} className={styles.link}>
            {t('cases.open.oddsHistory')}
          </LocaleLink>
        </p>
        <div className={styles.counts} role="radiogroup" aria-label={t('cases.open.countLabel')}>
          {Array.from({ length: MAX_OPEN_COUNT }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={p.count === n}
              className={`${styles.count} ${p.count === n ? styles.on : ''}`}
              onClick={() => p.onCount(n)}
              disabled={p.busy}
              data-testid={`count-${n}`}
            >
              {n}×
            </button>
          ))}
        </div>
        <div className={styles.actions}>
          {p.free ? null : !p.signedIn ? (
            <Button size="lg" icon="user" onClick={p.onSignIn} data-testid="open-signin">
              {t('cases.open.signIn')}
            </Button>
          ) : (
            <Button
              size="lg"
              icon="play"
              onClick={p.onOpen}
              disabled={p.busy || short || p.balance === null}
              data-testid="open-button"
            >
              {t('cases.open.open', { count: p.count, price: formatMoney(total, intl) })}
            </Button>
          )}
          <Button
            size="lg"
            variant="secondary"
            icon="dice"
            onClick={p.onDemo}
            disabled={p.busy}
            data-testid="demo-button"
          >
            {t('cases.open.demo')}
          </Button>
          <FastSpinToggle
            checked={p.fastSpin}
            onChange={p.onFastSpin}
            label={t('cases.open.fastSpin')}
            testId="fast-spin"
          />
        </div>
        {short && (
          <p className={`${note.note} ${styles.reason}`} data-testid="open-reason">
            <Icon name="alert" size={14} />
            {t('cases.open.lowBalance', {
              balance: formatMoney(p.balance ?? 0, intl),
              price: formatMoney(total, intl),
            })}
          </p>
        )}
        {!p.signedIn && <p className={`${note.note} ${styles.hint}`}>{t('cases.open.signedOutHint')}</p>}
      </div>
    </header>
  );
}
