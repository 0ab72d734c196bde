/** A generic rifle silhouette tinted by rarity (stands in for item images). */
import { useId } from 'react';

/** Props of WeaponGlyph. */
export interface WeaponGlyphProps {
  color: string;
  width?: number;
}

/** A decorative weapon silhouette. */
export function WeaponGlyph({ color, width = 84 }: WeaponGlyphProps) {
  const id = `${useId()}-wg`;
  return (
    <svg width={width} height={width * 0.38} viewBox="0 0 120 46" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9edf7" />
          <stop offset="1" stopColor="#8e97b0" />
        </linearGradient>
      </defs>
      <path
        d="M4 16h46l4-5h10l2 5h34l4-3h12v6h-8v5H84l-6 3-4 16h-9l2-14H56l-6 10h-8l3-10H30l-6 6-14 3-6-6 8-7H4z"
        fill={`url(#${id})`}
        opacity="0.92"
      />
      <path d="M50 21h28" stroke={color} strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
