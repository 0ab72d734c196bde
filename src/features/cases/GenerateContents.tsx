/** The generator's contents: each picked skin with its chance (typed as a percentage), Even out, Fill, and the total. */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { SectionHeader } from '../../components/SectionHeader';
import { ROLL_RANGE } from '../../domain/fairness';
import { formatChance } from '../../domain/format';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useSkinName } from '../../lib/use-skin-name';
import { useIntlLocale } from '../../lib/use-locale';
import { PLAYER_CASE_MAX_ITEMS, PLAYER_CASE_MIN_ITEMS } from '../../domain/player-cases';
import type { GenerateDraft } from './generate-draft';
import type { DraftState } from './generate-model';
import styles from './GenerateCasePage.module.css';

/** The share bar and its words: how much of 100% is given out, and what is left or too much. */
function TotalBar({ sum }: { sum: number }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const over = sum > ROLL_RANGE;
  const width = `${Math.min(100, (sum / ROLL_RANGE) * 100)}%`;
  const words =
    sum === ROLL_RANGE
      ? t('pages.generateCase.complete')
      : over
        ? t('pages.generateCase.over', { percent: formatChance(sum - ROLL_RANGE, intl) })
        : t('pages.generateCase.left', { percent: formatChance(ROLL_RANGE - sum, intl) });
  return (
    <div
      className={styles.total}
      data-testid="generate-total"
      data-state={over ? 'over' : sum === ROLL_RANGE ? 'full' : 'short'}
    >
      <div className={styles.totalText}>
        <span>{t('pages.generateCase.total', { percent: formatChance(sum, intl) })}</span>
        <strong>{words}</strong>
      </div>
      <div className={styles.bar} aria-hidden="true">
        <span style={{ width } as CSSProperties} />
      </div>
    </div>
  );
}

/** The picked skins and their chances. */
export function GenerateContents({ draft, state }: { draft: GenerateDraft; state: DraftState }) {
  const { t } = useTranslation();
  const names = useSkinName();
  const count = draft.rows.length;
  return (
    <Panel as="section" large testId="generate-contents">
      <SectionHeader
        title={t('pages.generateCase.contentsTitle')}
        text={t('pages.generateCase.picked', { count, max: PLAYER_CASE_MAX_ITEMS })}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon="chart"
            disabled={count === 0}
            onClick={draft.evenOut}
            data-testid="generate-even"
          >
            {t('pages.generateCase.evenOut')}
          </Button>
        }
      />
      {count === 0 ? (
        <EmptyState
          framed
          muted
          icon="box"
          text={t('pages.generateCase.emptyContents')}
          testId="generate-empty"
        />
      ) : (
        <ul className={styles.rows}>
          {draft.rows.map((r, i) => {
            const name = names.full(r.item);
            const bad = state.tickets[i] === null;
            const color = isRarityRank(r.item.rarity) ? rarityColor(r.item.rarity) : 'var(--c-text-3)';
            return (
              <li
                key={r.item.id}
                className={styles.row}
                style={{ '--rc': color } as CSSProperties}
                data-testid="generate-row"
              >
                <img src={r.item.image} alt="" width={64} height={48} />
                <span className={styles.rowName}>
                  <span>{name}</span>
                  <Price cents={r.item.price} coin={false} />
                </span>
                <label className={styles.chance} data-invalid={bad || undefined}>
                  <span className="visually-hidden">{t('pages.generateCase.chance', { name })}</span>
                  <input
                    inputMode="decimal"
                    value={r.text}
                    onChange={(e) => draft.setText(r.item.id, e.target.value)}
                    aria-invalid={bad || undefined}
                    data-testid="generate-chance"
                  />
                  <span aria-hidden="true">%</span>
                </label>
                <span className={styles.rowActions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => draft.fill(r.item.id)}
                    title={t('pages.generateCase.fillHint')}
                    data-testid="generate-fill"
                  >
                    {t('pages.generateCase.fill')}
                  </Button>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => draft.remove(r.item.id)}
                    aria-label={t('pages.generateCase.remove', { name })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {count > 0 && count < PLAYER_CASE_MIN_ITEMS && (
        <p className={styles.note}>{t('pages.generateCase.errors.item_count')}</p>
      )}
      {count > 0 && <TotalBar sum={state.sum} />}
    </Panel>
  );
}
