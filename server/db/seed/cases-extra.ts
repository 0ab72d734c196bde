/**
 * Fun, themed and other side cases (the free daily cases are in cases-daily.ts) (tickets out of 100000; 'rest'
 * fills the remainder). Community cases are made by players (server/services/player-cases), never seeded.
 */
import type { CaseDef } from './skin-types';

/** Themed side cases. */
export const EXTRA_CASES: readonly CaseDef[] = [
  {
    id: 'coin-flip',
    title: 'Coin Flip',
    type: 'fun',
    theme: '#ffd700',
    entries: [
      ['awp-asiimov-ft', 50000],
      ['nova-sand-dune-ft', 'rest'],
    ],
  },
  {
    id: 'all-or-nothing',
    title: 'All or Nothing',
    type: 'fun',
    theme: '#ff1493',
    entries: [
      ['karambit-doppler-fn', 1000],
      ['butterfly-knife-fade-fn', 500],
      ['mag-7-sand-dune-ft', 'rest'],
    ],
  },
  {
    id: 'kitty-party',
    title: 'Kitty Party',
    type: 'fun',
    theme: '#ff69b4',
    entries: [
      ['p90-death-by-kitty-ft', 9000],
      ['glock-18-bullet-queen-ft', 9000],
      ['ak-47-the-empress-ft', 3000],
      ['st-ak-47-the-empress-ft', 800],
      ['glock-18-vogue-ft', 20000],
      ['p250-muertos-ft', 'rest'],
    ],
  },
  {
    id: 'anubis-tomb',
    title: "Anubis' Tomb",
    type: 'fun',
    theme: '#b8860b',
    entries: [
      ['ak-47-head-shot-ft', 2000],
      ['pp-bizon-judgement-of-anubis-ft', 15000],
      ['m4a4-temukau-ft', 2500],
      ['negev-mjolnir-ft', 500],
      ['sawed-off-the-kraken-ft', 8000],
      ['famas-djinn-ft', 20000],
      ['p250-mehndi-ft', 'rest'],
    ],
  },
  {
    id: 'hyper-beast-den',
    title: 'Hyper Beast Den',
    type: 'fun',
    theme: '#7cfc00',
    entries: [
      ['awp-hyper-beast-ft', 4000],
      ['m4a1-s-hyper-beast-ft', 4500],
      ['five-seven-hyper-beast-ft', 12000],
      ['nova-hyper-beast-ft', 'rest'],
      ['gut-knife-ultraviolet-ft', 60],
    ],
  },
  {
    id: 'cyber-district',
    title: 'Cyber District',
    type: 'fun',
    theme: '#00ffcc',
    entries: [
      ['m4a1-s-cyrex-ft', 6000],
      ['m4a1-s-mecha-industries-ft', 5000],
      ['m4a1-s-player-two-ft', 3500],
      ['awp-chromatic-aberration-ft', 4000],
      ['awp-containment-breach-ft', 1500],
      ['mp9-starlight-protector-ft', 15000],
      ['usp-s-orion-ft', 10000],
      ['p250-see-ya-later-ft', 'rest'],
    ],
  },
  {
    id: 'sniper-nest',
    title: 'Sniper Nest',
    type: 'featured',
    theme: '#556b2f',
    entries: [
      ['awp-graphite-fn', 1500],
      ['awp-electric-hive-ft', 5000],
      ['awp-fever-dream-ft', 9000],
      ['ssg-08-blood-in-the-water-ft', 4000],
      ['awp-mortis-ft', 15000],
      ['awp-elite-build-ft', 20000],
      ['ssg-08-abyss-ft', 'rest'],
    ],
  },
  {
    id: 'pistol-round',
    title: 'Pistol Round',
    type: 'budget',
    theme: '#708090',
    entries: [
      ['desert-eagle-code-red-ft', 300],
      ['usp-s-kill-confirmed-ft', 250],
      ['glock-18-wasteland-rebel-ft', 400],
      ['desert-eagle-conspiracy-ft', 3000],
      ['glock-18-water-elemental-ft', 4000],
      ['tec-9-fuel-injector-ft', 4000],
      ['p250-cartel-ft', 15000],
      ['usp-s-blueprint-ft', 20000],
      ['glock-18-sand-dune-ft', 'rest'],
    ],
  },
  {
    id: 'smg-storm',
    title: 'SMG Storm',
    type: 'fun',
    theme: '#ff8c00',
    entries: [
      ['p90-emerald-dragon-ft', 1000],
      ['ump-45-primal-saber-ft', 6000],
      ['mp7-bloodsport-ft', 6000],
      ['p90-trigon-ft', 10000],
      ['mac-10-neon-rider-ft', 5000],
      ['ump-45-gunsmoke-ft', 'rest'],
    ],
  },
];
