/** A battle in the lobby: mode, cases, seats, cost and a join or watch action. */
import { useTranslation } from 'react-i18next';
import { CaseArt, type RarityRank } from './CaseArt';
import { Icon } from './Icon';
import styles from './BattleCard.module.css';

/** Props of BattleCard; `cost` arrives formatted. */
export interface BattleCardProps {
  mode: 'default' | 'crazy' | 'sharing';
  cases: readonly RarityRank[];
  seats: number;
  filled: number;
  cost: string;
}

/** One battle card. */
export function BattleCard({ mode, cases, seats, filled, cost }: BattleCardProps) {
  const { t } = useTranslation();
  const full = filled >= seats;
  return (
    <article className={`${styles.card} ${styles[mode]}`}>
      <header className={styles.head}>
        <span className={styles.mode}>
          <Icon name={mode === 'crazy' ? 'bolt' : mode === 'sharing' ? 'heart' : 'swords'} size={14} />
          {t(`modes.${mode}`)}
        </span>
        <span className={styles.rounds}>
          {t('battle.rounds')}: <strong>{cases.length}</strong>
        </span>
      </header>
      <div className={styles.cases}>
        {cases.map((rank, i) => (
          <span key={i} className={styles.case}>
            <CaseArt rank={rank} size={54} />
          </span>
        ))}
      </div>
      <div className={styles.seats} aria-label={`${t('battle.seats')}: ${filled}/${seats}`}>
        {Array.from({ length: seats }, (_, i) => (
          <span key={i} className={i < filled ? styles.seatTaken : styles.seatFree}>
            <Icon name={i < filled ? 'user' : 'plus'} size={14} />
          </span>
        ))}
        <span className={styles.seatCount}>
          {filled}/{seats}
        </span>
      </div>
      <footer className={styles.foot}>
        <div>
          <span className={styles.costLabel}>{t('battle.cost')}</span>
          <strong className={styles.cost}>{cost}</strong>
        </div>
        <span className={full ? styles.watch : styles.join}>
          <Icon name={full ? 'eye' : 'play'} size={14} />
          {full ? t('battle.watch') : t('battle.join')}
        </span>
      </footer>
    </article>
  );
}
