/** What other features may use of the case screens: the case list hook, type titles and paths (the tile is components/CaseTile). */
export { useCaseListQuery } from '../../api/case';
export type { CaseSummary } from '../../protocol/catalog';
export { KNOWN_TYPES, useTypeTitle } from './use-type-title';
export { typePath } from './case-paths';
