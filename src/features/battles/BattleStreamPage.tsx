/**
 * The streamer view (/battles/view/:id/stream): the arena alone at the window's size (a 1920x1080 browser source),
 * no site chrome. `?bg=transparent|green|<hex>` sets the background for chroma keying.
 */
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ArenaBackground } from '../../arena';
import { BattleArena } from './BattleArena';
import { useGetBattleDetailQuery } from '../../api/battle';
import styles from './BattleStreamPage.module.css';

/** The background colour asked for (defaults to the site's dark). */
export function streamBackground(bg: string | null): string {
  if (!bg) return '#07090f';
  if (bg === 'transparent') return 'transparent';
  if (bg === 'green') return '#00b140';
  if (bg === 'blue') return '#0047bb';
  const hex = bg.replace(/^#/, '');
  return /^[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(hex) ? `#${hex}` : '#07090f';
}

/** The arena canvas backdrop for ?bg: the theme glow without it, else the same key colour (or transparent). */
export function streamArenaBackground(bg: string | null): ArenaBackground {
  return bg ? streamBackground(bg) : 'theme';
}

function useViewportHeight(): number {
  const [h, setH] = useState(() => window.innerHeight);
  useEffect(() => {
    const on = () => setH(window.innerHeight);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return h;
}

/** The streamer view. */
export function BattleStreamPage() {
  const { id = '' } = useParams();
  const [q] = useSearchParams();
  const bg = streamBackground(q.get('bg'));
  const arenaBg = streamArenaBackground(q.get('bg'));
  const { data } = useGetBattleDetailQuery(id);
  const h = useViewportHeight();
  useEffect(() => {
    const prev = document.body.style.background;
    document.body.style.background = bg;
    document.documentElement.style.background = bg;
    return () => {
      document.body.style.background = prev;
      document.documentElement.style.background = '';
    };
  }, [bg]);
  return (
    <div className={styles.stream} style={{ background: bg }} data-testid="battle-stream">
      <h1 className="visually-hidden" data-testid="page-title">
        {id}
      </h1>
      {data && (
        <BattleArena
          battle={data}
          height={h}
          replayable={false}
          background={arenaBg}
          className={styles.arena}
        />
      )}
    </div>
  );
}
