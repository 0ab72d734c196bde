/** An amount of the site's money, written the locale's way by the one money formatter, with the coin icon. */
import type { CSSProperties } from 'react';
import { formatMoney } from '../domain/format';
import { useIntlLocale } from '../lib/use-locale';
import { Icon } from './Icon';
import styles from './Price.module.css';

/** Props of Price: `cents` is the amount; `coin={false}` drops the icon; `pill` draws it in a dark pill. */
export interface PriceProps {
  cents: number;
  coin?: boolean;
  /** Drop zero cents ('$10' rather than '$10.00'). */
  whole?: boolean;
  pill?: boolean;
  /** Icon size in px. */
  iconSize?: number;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

/** Money as the header's balance shows it. */
export function Price({
  cents,
  coin = true,
  whole,
  pill,
  iconSize = 14,
  className,
  style,
  testId,
}: PriceProps) {
  const intl = useIntlLocale();
  return (
    <span
      className={[styles.price, pill ? styles.pill : '', className ?? ''].join(' ')}
      style={style}
      data-testid={testId}
    >
      {coin && <Icon name="coin" size={iconSize} />}
      {formatMoney(cents, intl, { whole })}
    </span>
  );
}
