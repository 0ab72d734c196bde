/** The translated heading of a case type ('featured' -> 'Featured cases'); unknown types read as written. */
import { useTranslation } from 'react-i18next';
import { PLAYER_CASE_TYPE } from '../../domain/player-cases';

/** Case types with a translated name. */
export const KNOWN_TYPES = ['featured', 'budget', 'premium', 'knife', 'fun', 'daily', 'community'] as const;

/** The translated title of a case type. */
export function useTypeTitle(type: string): string {
  const { t } = useTranslation();
  // Player-made cases are the community's cases.
  if (type === PLAYER_CASE_TYPE) return t('cases.types.community');
  if ((KNOWN_TYPES as readonly string[]).includes(type))
    return t(`cases.types.${type as (typeof KNOWN_TYPES)[number]}`);
  return t('cases.types.other', { type: type.charAt(0).toUpperCase() + type.slice(1) });
}
