/** One screen of src/app/screens.ts as the build reads it. */
export interface ParsedScreen {
  id: string;
  path: string;
  layout: string;
  /** The page module (absolute, no extension); null when the page is in the entry already. */
  module: string | null;
}

/** The screens and layout modules of a screens.ts source. */
export function parseScreens(
  source: string,
  dir: string,
): { screens: ParsedScreen[]; layouts: Record<string, string> };

/** What one screen needs beyond the entry: chunk and stylesheet file names relative to the client root. */
export interface ScreenHint {
  id: string;
  path: string;
  js: string[];
  css: string[];
}

/** The route-hints.json of a bundle. */
export function routeHints(
  parsed: { screens: ParsedScreen[]; layouts: Record<string, string> },
  bundle: Record<string, unknown>,
): { screens: ScreenHint[] };
