/** A player on a board or result list: avatar, nickname (a link to the profile), level, and a bot badge for bots. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { LocaleLink } from '../../components/LocaleLink';
import type { EventPlayer } from '../../protocol/contests';
import styles from './events.module.css';

/** The cell. */
export function PlayerCell({ player }: { player: EventPlayer }) {
  const { t } = useTranslation();
  return (
    <span className={styles.player} data-user-id={player.userID} data-bot={player.isBot ? 'yes' : 'no'}>
      <img src={player.avatar} alt="" width={24} height={24} className={styles.avatar} />
      {player.isBot ? (
        <span className={styles.nick}>{player.nickname}</span>
      ) : (
        <LocaleLink to={`/profile/${player.userID}`} className={styles.nick}>
          {player.nickname}
        </LocaleLink>
      )}
      <span className={styles.level}>{t('events.board.level', { level: player.level })}</span>
      {player.isBot && (
        <Badge tone="info" data-testid="bot-badge">
          {t('events.board.bot')}
        </Badge>
      )}
    </span>
  );
}
