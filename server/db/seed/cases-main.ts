/** Featured, budget, premium and knife cases (tickets out of 100000; 'rest' fills the remainder). */
import type { CaseDef } from './skin-types';

/** The main lineup. */
export const MAIN_CASES: readonly CaseDef[] = [
  {
    id: 'redline-rush', title: 'Redline Rush', type: 'featured', theme: '#c8102e',
    entries: [
      ['ak-47-fire-serpent-ft', 40], ['karambit-crimson-web-ft', 25], ['st-ak-47-redline-ft', 1200], ['ak-47-redline-mw', 2200],
      ['awp-redline-mw', 1400], ['ak-47-redline-ft', 5000], ['awp-redline-ft', 4500], ['m4a4-dragon-king-ft', 4000],
      ['ak-47-slate-ft', 12000], ['m4a4-magnesium-ft', 20000], ['desert-eagle-bronze-deco-ft', 'rest'],
    ],
  },
  {
    id: 'asiimov-lab', title: 'Asiimov Lab', type: 'featured', theme: '#f47b20',
    entries: [
      ['awp-asiimov-ft', 1500], ['awp-asiimov-bs', 2200], ['m4a4-asiimov-ft', 1300], ['ak-47-asiimov-ft', 2600],
      ['ak-47-asiimov-ww', 3200], ['p250-asiimov-ft', 18000], ['ak-47-elite-build-ft', 25000], ['usp-s-torque-ft', 'rest'],
    ],
  },
  {
    id: 'neo-noir-nights', title: 'Neo-Noir Nights', type: 'featured', theme: '#3a3a8c',
    entries: [
      ['m4a4-howl-ft', 15], ['awp-neo-noir-ft', 3500], ['m4a4-neo-noir-ft', 4500], ['usp-s-neo-noir-ft', 6000],
      ['ak-47-neon-rider-mw', 1800], ['ak-47-neon-rider-ft', 3000], ['mac-10-neon-rider-ft', 15000],
      ['ak-47-nightwish-ft', 2200], ['usp-s-blueprint-ft', 'rest'],
    ],
  },
  {
    id: 'printstream-vault', title: 'Printstream Vault', type: 'featured', theme: '#e8e8e8',
    entries: [
      ['m4a1-s-printstream-mw', 900], ['m4a1-s-printstream-ft', 2400], ['desert-eagle-printstream-mw', 2500],
      ['desert-eagle-printstream-ft', 6000], ['usp-s-printstream-ft', 5500], ['m4a1-s-guardian-ft', 20000],
      ['m4a1-s-basilisk-ft', 'rest'],
    ],
  },
  {
    id: 'pocket-change', title: 'Pocket Change', type: 'budget', theme: '#6b8e23',
    entries: [
      ['ak-47-redline-ft', 150], ['awp-worm-god-ft', 600], ['p250-cartel-ft', 2500], ['tec-9-sandstorm-ft', 10000],
      ['p90-storm-ft', 15000], ['glock-18-groundwater-ft', 20000], ['p250-sand-dune-bs', 'rest'],
    ],
  },
  {
    id: 'dust-and-sand', title: 'Dust & Sand', type: 'budget', theme: '#c2a878',
    entries: [
      ['awp-safari-mesh-ft', 1200], ['ak-47-safari-mesh-ft', 1500], ['desert-eagle-mudder-ft', 3000], ['glock-18-sand-dune-ft', 15000],
      ['nova-sand-dune-ft', 15000], ['mag-7-sand-dune-ft', 15000], ['pp-bizon-sand-dashed-ft', 15000],
      ['scar-20-sand-mesh-ft', 15000], ['g3sg1-desert-storm-ft', 'rest'],
    ],
  },
  {
    id: 'forest-floor', title: 'Forest Floor', type: 'budget', theme: '#2e5d34',
    entries: [
      ['shadow-daggers-forest-ddpat-ft', 8], ['m4a1-s-boreal-forest-ft', 3000], ['usp-s-forest-leaves-ft', 8000],
      ['mp7-forest-ddpat-ft', 20000], ['p250-boreal-forest-ft', 25000], ['ump-45-gunsmoke-ft', 'rest'],
    ],
  },
  {
    id: 'dragon-hoard', title: "Dragon's Hoard", type: 'premium', theme: '#d4af37',
    entries: [
      ['awp-dragon-lore-ft', 300], ['m4a4-howl-ft', 500], ['ak-47-wild-lotus-ft', 600], ['ak-47-gold-arabesque-ft', 800],
      ['awp-gungnir-ft', 200], ['ssg-08-dragonfire-ft', 20000], ['p90-emerald-dragon-ft', 20000],
      ['desert-eagle-kumicho-dragon-ft', 'rest'],
    ],
  },
  {
    id: 'covert-ops', title: 'Covert Ops', type: 'premium', theme: '#eb4b4b',
    entries: [
      ['ak-47-vulcan-mw', 1500], ['st-ak-47-vulcan-ft', 1000], ['ak-47-vulcan-ft', 4000], ['awp-lightning-strike-fn', 2500],
      ['aug-akihabara-accept-ft', 1000], ['m4a1-s-hot-rod-fn', 3000], ['ak-47-bloodsport-fn', 3000],
      ['ak-47-bloodsport-ft', 8000], ['awp-wildfire-ft', 12000], ['m4a4-asiimov-ft', 14000], ['ak-47-case-hardened-ft', 'rest'],
    ],
  },
  {
    id: 'high-roller', title: 'High Roller', type: 'premium', theme: '#111111',
    entries: [
      ['butterfly-knife-fade-fn', 1500], ['karambit-fade-fn', 1800], ['glock-18-fade-fn', 4000],
      ['desert-eagle-blaze-fn', 8000], ['sport-gloves-vice-ft', 1500], ['ak-47-fire-serpent-ft', 9000],
      ['awp-asiimov-ft', 'rest'],
    ],
  },
  {
    id: 'karambit-collection', title: 'Karambit Collection', type: 'knife', theme: '#8a2be2',
    entries: [
      ['karambit-gamma-doppler-fn', 400], ['karambit-fade-fn', 350], ['karambit-doppler-fn', 500], ['karambit-marble-fade-fn', 450],
      ['st-karambit-lore-ft', 150], ['karambit-lore-ft', 300], ['karambit-slaughter-fn', 400], ['karambit-tiger-tooth-fn', 500],
      ['karambit-crimson-web-ft', 600], ['karambit-case-hardened-ft', 800], ['awp-hyper-beast-ft', 20000],
      ['m4a1-s-decimator-ft', 'rest'],
    ],
  },
  {
    id: 'blade-runner', title: 'Blade Runner', type: 'knife', theme: '#4682b4',
    entries: [
      ['butterfly-knife-doppler-fn', 300], ['butterfly-knife-slaughter-fn', 300], ['butterfly-knife-crimson-web-ft', 400],
      ['m9-bayonet-doppler-fn', 500], ['m9-bayonet-marble-fade-fn', 500], ['m9-bayonet-lore-ft', 500],
      ['m9-bayonet-tiger-tooth-fn', 600], ['bayonet-doppler-fn', 800], ['bayonet-lore-ft', 800], ['bayonet-autotronic-ft', 900],
      ['flip-knife-doppler-fn', 1000], ['talon-knife-marble-fade-fn', 400], ['skeleton-knife-fade-fn', 400],
      ['huntsman-knife-fade-fn', 1200], ['m4a1-s-golden-coil-ft', 30000], ['m4a4-hellfire-ft', 'rest'],
    ],
  },
  {
    id: 'glove-box', title: 'Glove Box', type: 'knife', theme: '#2f4f4f',
    entries: [
      ['sport-gloves-pandoras-box-ft', 200], ['sport-gloves-hedge-maze-ft', 300], ['sport-gloves-vice-ft', 400],
      ['sport-gloves-superconductor-ft', 500], ['specialist-gloves-crimson-kimono-ft', 500], ['moto-gloves-spearmint-ft', 600],
      ['specialist-gloves-emerald-web-ft', 800], ['driver-gloves-king-snake-ft', 800], ['hand-wraps-cobalt-skulls-ft', 1500],
      ['bloodhound-gloves-charred-ft', 3000], ['m4a1-s-hyper-beast-ft', 25000], ['m4a4-evil-daimyo-ft', 'rest'],
    ],
  },
];
