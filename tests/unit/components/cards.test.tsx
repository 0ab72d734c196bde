// The shared tiles as markup: a catalogue case tile links to its page with the ids the e2e tests find, and the
// battle card offers Join only where a seat is free and the viewer is not already in it.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { BattleCard, battleStatusTone, sizeOf } from '../../../src/components/BattleCard';
import { CaseTile, caseTileOf } from '../../../src/components/CaseTile';
import { i18n } from '../../../src/lib/i18n';
import type { Battle } from '../../../src/protocol/types';
import { battleSummary } from '../lib/battle-fixtures';

beforeAll(async () => {
  const en = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8'),
  ) as Record<string, unknown>;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const battle = (over: Partial<Battle> = {}): Battle =>
  battleSummary({
    mode: 'crazy',
    fixedPrice: 1250,
    cases: [{ case: { id: 'c1', title: 'Alpha', image: '/a.png' }, quantity: 2 }] as Battle['cases'],
    users: [{ slot: 1, userID: 'u1', user: { avatar: '/u.png', nickname: 'Ann' } }] as Battle['users'],
    totalRound: 2,
    createdAt: 1,
    ...over,
  });

describe('CaseTile', () => {
  it('links a catalogue case to its opening page with its test ids and price', () => {
    const html = render(
      <CaseTile
        {...caseTileOf({ id: 'c9', slug: 'c9', title: 'Nine', type: 'knife', image: '/9.png', price: 990 })}
      />,
    );
    expect(html).toContain('href="/cases/open/c9"');
    expect(html).toContain('data-testid="case-card"');
    expect(html).toContain('data-case-id="c9"');
    expect(html).toContain('$9.90');
    expect(html).toContain('--rc:var(--rarity-1)');
  });

  it('draws a locked event case without a link', () => {
    const html = render(<CaseTile rank={2} name="Feast" tag="Event" locked="Tickets" />);
    expect(html).not.toContain('<a ');
    expect(html).toContain('Tickets');
  });
});

describe('BattleCard', () => {
  it('offers Join to a stranger while a seat is free, and its live ids', () => {
    const html = render(<BattleCard battle={battle()} meId="u2" onJoin={() => {}} />);
    expect(html).toContain('data-testid="lobby-join"');
    expect(html).toContain('data-battle-id="b1"');
    expect(html).toContain('data-status="waiting"');
    expect(html).toContain('$12.50');
    expect(html).toContain('1v1');
  });

  it('offers no Join to a player already seated or once it runs', () => {
    expect(render(<BattleCard battle={battle()} meId="u1" onJoin={() => {}} />)).not.toContain('lobby-join');
    const running = render(
      <BattleCard battle={battle({ status: 'playing', currentRound: 1 })} onJoin={() => {}} />,
    );
    expect(running).not.toContain('lobby-join');
    expect(running).toContain('data-round="1"');
    expect(running).toContain('Round 1/2');
  });

  it('says a full version-2 battle waits for public randomness until its round is out', () => {
    const chain = 'c'.repeat(64);
    const waiting = { chain, round: 9, randomness: null, signature: null };
    const sealing = render(
      <BattleCard battle={{ ...battle({ status: 'processing' }), fairness: 2, beacon: waiting }} />,
    );
    expect(sealing).toContain('data-beacon="waiting"');
    expect(sealing).toContain('Waiting for public randomness');
    const sealed = { ...waiting, randomness: 'ab'.repeat(32), signature: 'cd'.repeat(48) };
    const starting = render(
      <BattleCard battle={{ ...battle({ status: 'processing' }), fairness: 2, beacon: sealed }} />,
    );
    expect(starting).not.toContain('data-beacon');
    expect(starting).toContain('Starting');
    // Version 1 never waits for a beacon.
    expect(
      render(<BattleCard battle={{ ...battle({ status: 'processing' }), fairness: 1 }} />),
    ).not.toContain('data-beacon');
  });

  it('names sizes and status colours', () => {
    expect(sizeOf(battle({ type: 'team' }))).toBe('2v2');
    expect(sizeOf({ ...battle(), players: 3 })).toBe('1v1v1');
    expect(battleStatusTone('waiting')).toBe('warning');
    expect(battleStatusTone('cancelled')).toBe('danger');
  });
});
