/** A drawn weapon case in a rarity colour (stands in for case art until the catalogue has images). */
import { useId } from 'react';

/** Rarity ranks 1 (Contraband) to 7 (Consumer). */
export type RarityRank = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The CSS colour variable of a rarity rank. */
export function rarityColor(rank: RarityRank): string {
  return `var(--rarity-${rank})`;
}

/** Props of CaseArt. */
export interface CaseArtProps {
  rank: RarityRank;
  size?: number;
  className?: string;
}

/** A decorative case illustration. */
export function CaseArt({ rank, size = 120, className }: CaseArtProps) {
  const id = useId();
  const c = rarityColor(rank);
  return (
    <svg
      className={className}
      width={size}
      height={size * 0.86}
      viewBox="0 0 140 120"
      aria-hidden="true"
      style={{ color: c }}
    >
      <defs>
        <radialGradient id={`${id}-glow`} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.55" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b3247" />
          <stop offset="1" stopColor="#141926" />
        </linearGradient>
        <linearGradient id={`${id}-lid`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3a4360" />
          <stop offset="1" stopColor="#232a3d" />
        </linearGradient>
      </defs>
      <ellipse cx="70" cy="64" rx="66" ry="52" fill={`url(#${id}-glow)`} />
      <ellipse cx="70" cy="108" rx="44" ry="6" fill="#000" opacity="0.45" />
      <path
        d="M24 46h92l-4 56a6 6 0 0 1-6 5.5H34a6 6 0 0 1-6-5.5z"
        fill={`url(#${id}-body)`}
        stroke="rgba(255,255,255,.08)"
      />
      <path
        d="M18 34a6 6 0 0 1 6-6h92a6 6 0 0 1 6 6v8a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4z"
        fill={`url(#${id}-lid)`}
        stroke="rgba(255,255,255,.1)"
      />
      <rect x="18" y="40" width="104" height="3" fill="currentColor" opacity="0.85" />
      <path d="M30 58h80M31 92h78" stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" />
      <path d="M70 60 84 68v16l-14 8-14-8V68z" fill="#0d0f17" stroke="currentColor" strokeWidth="2.5" />
      <path d="M64 82l6-12 6 12-6-3z" fill="currentColor" />
      <rect x="58" y="22" width="24" height="8" rx="3" fill="#4a5473" />
    </svg>
  );
}
