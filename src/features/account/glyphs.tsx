/** Small inline icons the account UI needs beyond the shared Icon set. */
import type { ReactNode, SVGProps } from 'react';
import { IconFrame } from '../../components/Icon';

/** Props of a glyph: its size in pixels. */
export interface GlyphProps {
  size?: number;
}

// The frame every glyph shares: the shared icon grid, 18 px unless told.
function Glyph({
  size = 18,
  ...rest
}: GlyphProps & { children: ReactNode } & Pick<SVGProps<SVGSVGElement>, 'strokeLinecap' | 'strokeLinejoin'>) {
  return <IconFrame size={size} {...rest} />;
}

/** A gear (settings). */
export function GearGlyph({ size }: GlyphProps) {
  return (
    <Glyph size={size}>
      <circle cx="12" cy="12" r="3.2" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .34 1.87l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.7 1.7 0 0 0-1.87-.34 1.7 1.7 0 0 0-1.03 1.56V21a2 2 0 1 1-4 0v-.09A1.7 1.7 0 0 0 8.9 19.4a1.7 1.7 0 0 0-1.87.34l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.7 1.7 0 0 0 4.6 15a1.7 1.7 0 0 0-1.56-1.03H3a2 2 0 1 1 0-4h.09A1.7 1.7 0 0 0 4.6 8.9a1.7 1.7 0 0 0-.34-1.87l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06a1.7 1.7 0 0 0 1.87.34H9a1.7 1.7 0 0 0 1-1.56V3a2 2 0 1 1 4 0v.09a1.7 1.7 0 0 0 1 1.56 1.7 1.7 0 0 0 1.87-.34l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06a1.7 1.7 0 0 0-.34 1.87V9a1.7 1.7 0 0 0 1.56 1H21a2 2 0 1 1 0 4h-.09a1.7 1.7 0 0 0-1.56 1Z" />
    </Glyph>
  );
}

/** A backpack (active items). */
export function BagGlyph({ size }: GlyphProps) {
  return (
    <Glyph size={size} strokeLinejoin="round">
      <path d="M9 6V5a3 3 0 0 1 6 0v1" />
      <rect x="4" y="6" width="16" height="15" rx="4" />
      <path d="M4 12h16M10 12v2h4v-2" />
    </Glyph>
  );
}

/** A door with an arrow (sign out). */
export function LogoutGlyph({ size }: GlyphProps) {
  return (
    <Glyph size={size} strokeLinecap="round">
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
    </Glyph>
  );
}
