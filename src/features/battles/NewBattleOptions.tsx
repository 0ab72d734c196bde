/** The options of a new battle: type, players, mode (with what each means) and visibility. */
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../components/SegmentedControl';
import type { BattleMode } from '../../protocol/types';
import styles from './BattleNewPage.module.css';

/** The chosen options. */
export interface NewBattleSetup {
  type: 'single' | 'team';
  players: 2 | 3 | 4;
  mode: BattleMode;
  isPublic: boolean;
}

/** Segmented choices for the options. */
export function NewBattleOptions({
  value,
  onChange,
  withVisibility = true,
}: {
  value: NewBattleSetup;
  onChange: (v: NewBattleSetup) => void;
  /** false: no public/private choice (the practice battle is nobody else's business). */
  withVisibility?: boolean;
}) {
  const { t } = useTranslation();
  const seg = <K extends keyof NewBattleSetup>(
    key: K,
    options: NewBattleSetup[K][],
    label: (o: NewBattleSetup[K]) => string,
    testid: string,
  ) => (
    <SegmentedControl
      value={value[key]}
      onChange={(o) => onChange({ ...value, [key]: o })}
      options={options.map((o) => ({ value: o, label: label(o), testId: `${testid}-${String(o)}` }))}
    />
  );
  return (
    <div className={styles.options}>
      <h3>{t('battles.new.type')}</h3>
      {seg('type', ['single', 'team'], (o) => t(`battles.new.types.${o}`), 'type')}
      {value.type === 'single' ? (
        <>
          <h3>{t('battles.new.players')}</h3>
          {seg('players', [2, 3, 4], (o) => Array.from({ length: o }, () => '1').join('v'), 'players')}
        </>
      ) : (
        <p className={styles.help}>{t('battles.new.teamHelp')}</p>
      )}
      <h3>{t('battle.mode')}</h3>
      {seg('mode', ['default', 'crazy', 'sharing'], (o) => t(`modes.${o}`), 'mode')}
      <p className={styles.help} data-testid="mode-help">
        {t(`battles.new.modeHelp.${value.mode}`)}
      </p>
      {withVisibility && (
        <>
          <h3>{t('battles.new.visibility')}</h3>
          {seg('isPublic', [true, false], (o) => (o ? t('battles.public') : t('battles.private')), 'public')}
          <p className={styles.help}>
            {value.isPublic ? t('battles.new.publicHelp') : t('battles.new.privateHelp')}
          </p>
        </>
      )}
    </div>
  );
}
