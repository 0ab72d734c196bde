/** The CaseArena logo: a hexagonal crate mark with the wordmark as artwork. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Logo.module.css';

/** Props of Logo: `compact` shows the mark only. */
export interface LogoProps {
  compact?: boolean;
}

/** The brand logo; its accessible name comes from i18n. */
export function Logo({ compact = false }: LogoProps) {
  const { t } = useTranslation();
  const id = useId();
  const grad = `${id}-g`;
  const glow = `${id}-s`;
  return (
    <svg
      className={styles.logo}
      viewBox={compact ? '0 0 44 44' : '0 0 196 44'}
      height={compact ? 36 : 34}
      role="img"
      aria-label={t('brand.name')}
    >
      <defs>
        <linearGradient id={grad} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc15e" />
          <stop offset="0.5" stopColor="#ff8a4c" />
          <stop offset="1" stopColor="#ff5f6d" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#2a2036" />
          <stop offset="1" stopColor="#0d0f17" />
        </radialGradient>
      </defs>
      <path
        d="M22 2.5 39 12.2v19.6L22 41.5 5 31.8V12.2z"
        fill={`url(#${glow})`}
        stroke={`url(#${grad})`}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M22 10.5 31.5 16v11.5L22 33l-9.5-5.5V16z"
        fill="none"
        stroke="rgba(255,255,255,.12)"
        strokeWidth="1.2"
      />
      <path d="M14.5 28.5 22 13.5l7.5 15-7.5-3.8z" fill={`url(#${grad})`} />
      <path d="M19 23.6h6" stroke="#0d0f17" strokeWidth="2" strokeLinecap="round" />
      {!compact && (
        <text x="52" y="30" className={styles.word} textLength="138" lengthAdjust="spacingAndGlyphs">
          <tspan fill="#eef1f8">CASE</tspan>
          <tspan fill={`url(#${grad})`}>ARENA</tspan>
        </text>
      )}
    </svg>
  );
}
