/**
 * Reactions on a battle's screen: the row of reactions a signed-in viewer sends (anonymous spectators see why they
 * cannot), and the layer over the arena where everyone's reactions rise.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FloatingReaction } from '../../api/battle-reactions';
import { REACTIONS, type Reaction, type ReactionError } from '../../protocol/reactions';
import styles from './BattleReactions.module.css';

/** Props of ReactionBar. */
export interface ReactionBarProps {
  signedIn: boolean;
  refused: ReactionError | null;
  onSend: (emoji: Reaction) => void;
}

/** The reaction buttons, with a translated note when one was refused or the viewer is signed out. */
export function ReactionBar({ signedIn, refused, onSend }: ReactionBarProps) {
  const { t } = useTranslation();
  const note = !signedIn ? t('reactions.signIn') : refused ? t(`reactions.error.${refused}`) : null;
  return (
    <div className={styles.bar} role="group" aria-label={t('reactions.label')} data-testid="reaction-bar">
      <span className={styles.label}>{t('reactions.label')}</span>
      <div className={styles.buttons}>
        {REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className={styles.button}
            disabled={!signedIn}
            aria-label={t('reactions.send', { emoji })}
            data-testid="reaction-send"
            data-emoji={emoji}
            onClick={() => onSend(emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
      {note && (
        <span className={styles.note} role="status" data-testid="reaction-note">
          {note}
        </span>
      )}
    </div>
  );
}

/** The reactions rising over the arena (decorative for assistive technology: the bar is the control). */
export function ReactionLayer({ floating }: { floating: readonly FloatingReaction[] }) {
  return (
    <div className={styles.layer} aria-hidden="true">
      {floating.map((r) => (
        <span
          key={r.key}
          className={styles.float}
          data-testid="reaction-float"
          data-emoji={r.emoji}
          data-user={r.userID}
          style={{ '--lane': r.lane } as CSSProperties}
        >
          {r.emoji}
        </span>
      ))}
    </div>
  );
}
