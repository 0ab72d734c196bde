/** The lobby's toolbar: sort (newest, value, seats left) and filters (joinable, mode, format, price). */
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/SelectInput';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import {
  LOBBY_FORMATS,
  LOBBY_SORTS,
  PRICE_BANDS,
  type LobbyFormat,
  type LobbyMode,
  type LobbyPrice,
  type LobbyQuery,
  type LobbySort,
} from './lobby-filters';
import styles from './BattlesPage.module.css';

const MODES: readonly Exclude<LobbyMode, 'any'>[] = ['default', 'crazy', 'sharing'];

/** Props: the current choices and what a change does. */
export function LobbyToolbar({
  query: q,
  onChange,
}: {
  query: LobbyQuery;
  onChange: (update: (q: LobbyQuery) => LobbyQuery) => void;
}) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const money = (cents: number) => formatMoney(cents, intl, { whole: true });
  const priceLabel = (band: keyof typeof PRICE_BANDS) => {
    const [from, to] = PRICE_BANDS[band];
    if (from === 0 && to !== null) return t('battles.lobby.priceUnder', { amount: money(to) });
    if (to === null) return t('battles.lobby.priceOver', { amount: money(from) });
    return t('battles.lobby.priceRange', { from: money(from), to: money(to) });
  };
  const set =
    <K extends keyof LobbyQuery>(key: K) =>
    (value: LobbyQuery[K]) =>
      onChange((old) => ({ ...old, [key]: value }));
  return (
    <div className={styles.toolbar} data-testid="lobby-toolbar">
      <SelectInput<LobbySort>
        label={t('battles.lobby.sort')}
        value={q.sort}
        onChange={set('sort')}
        options={LOBBY_SORTS.map((value) => ({ value, label: t(`battles.lobby.sorts.${value}`) }))}
        testId="lobby-sort"
      />
      <SelectInput<LobbyMode>
        label={t('battles.lobby.mode')}
        hideLabel
        value={q.mode}
        onChange={set('mode')}
        options={[
          { value: 'any', label: t('battles.lobby.anyMode') },
          ...MODES.map((value) => ({ value, label: t(`modes.${value}`) })),
        ]}
        testId="lobby-mode"
      />
      <SelectInput<LobbyFormat>
        label={t('battles.lobby.format')}
        hideLabel
        value={q.format}
        onChange={set('format')}
        options={[
          { value: 'any', label: t('battles.lobby.anyFormat') },
          ...LOBBY_FORMATS.map((value) => ({ value, label: value })),
        ]}
        testId="lobby-format"
      />
      <SelectInput<LobbyPrice>
        label={t('battles.lobby.price')}
        hideLabel
        value={q.price}
        onChange={set('price')}
        options={[
          { value: 'any', label: t('battles.lobby.anyPrice') },
          ...(Object.keys(PRICE_BANDS) as (keyof typeof PRICE_BANDS)[]).map((value) => ({
            value,
            label: priceLabel(value),
          })),
        ]}
        testId="lobby-price"
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={q.joinable}
          onChange={(e) => set('joinable')(e.target.checked)}
          data-testid="lobby-joinable"
        />
        <span>{t('battles.lobby.joinable')}</span>
      </label>
    </div>
  );
}
