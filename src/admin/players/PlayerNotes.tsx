/** Staff notes on a player: newest first, and a field to add one (audited). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Panel } from '../../components/Panel';
import type { PlayerDetail } from '../../protocol/admin-players';
import { adminErrorText } from '../errors';
import { dateTime } from '../format';
import { useAddNoteMutation } from './api';
import styles from './players.module.css';

/** The notes panel. */
export function PlayerNotes({ player: p }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const [add, adding] = useAddNoteMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await add({ id: p.userId, body: body.trim() }).unwrap();
      setBody('');
    } catch (err) {
      setError(adminErrorText(t, err, 'admin.players.errors'));
    }
  };
  return (
    <Panel className={styles.block} testId="admin-player-notes">
      <h2 className={styles.blockTitle}>{t('admin.players.notes')}</h2>
      <form onSubmit={submit} className={styles.inline}>
        <Field
          label={t('admin.players.addNote')}
          hideLabel
          placeholder={t('admin.players.addNote')}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={2000}
          error={error ?? undefined}
          data-testid="admin-note-input"
        />
        <Button
          type="submit"
          size="sm"
          disabled={adding.isLoading || !body.trim()}
          data-testid="admin-note-add"
        >
          {t('admin.players.add')}
        </Button>
      </form>
      <ul className={styles.list}>
        {p.notes.length === 0 && <li className={styles.muted}>{t('admin.players.noNotes')}</li>}
        {p.notes.map((n) => (
          <li key={n.id}>
            <p className={styles.note}>{n.body}</p>
            <small className={styles.muted}>
              {n.authorName || n.authorId} · {dateTime(n.createdAt, i18n.language)}
            </small>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
