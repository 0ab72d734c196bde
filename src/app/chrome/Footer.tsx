/** The site footer: link columns to every information page, the responsible-play note and legal lines. */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { Logo } from '../../components/Logo';
import styles from './Footer.module.css';

const COLUMNS: { title: ParseKeys; links: { to: string; label: ParseKeys }[] }[] = [
  {
    title: 'footer.play',
    links: [
      { to: '/', label: 'nav.cases' },
      { to: '/battles', label: 'nav.battles' },
      { to: '/upgrade', label: 'nav.upgrade' },
      { to: '/daily-cases', label: 'nav.daily' },
      { to: '/exchange', label: 'nav.exchange' },
      { to: '/hunts', label: 'nav.hunts' },
      { to: '/my-cases', label: 'meta.myCases.title' },
      { to: '/community-cases', label: 'nav.community' },
      { to: '/pre-battle', label: 'meta.preBattle.title' },
    ],
  },
  {
    title: 'footer.events',
    links: [
      { to: '/event/feast', label: 'meta.feast.title' },
      { to: '/event/giveaway', label: 'meta.giveaway.title' },
      { to: '/event/leaderboard', label: 'meta.leaderboard.title' },
      { to: '/event/marketplace', label: 'meta.marketplace.title' },
      { to: '/missions', label: 'nav.missions' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { to: '/faq', label: 'meta.faq.title' },
      { to: '/provably-fair', label: 'meta.provablyFair.title' },
      { to: '/developers', label: 'meta.developers.title' },
      { to: '/about', label: 'meta.about.title' },
      { to: '/support', label: 'meta.support.title' },
      { to: '/survey-welcome', label: 'meta.survey.title' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/tos', label: 'meta.tos.title' },
      { to: '/privacy', label: 'meta.privacy.title' },
      { to: '/cookie-policy', label: 'meta.cookiePolicy.title' },
      { to: '/cardholder-agreement', label: 'meta.cardholder.title' },
    ],
  },
];

/** The footer shown under every layout but the immersive one. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <div className={styles.responsible}>
            <span className={styles.age}>18+</span>
            <div>
              <strong>{t('footer.responsibleTitle')}</strong>
              <p>{t('footer.responsible')}</p>
            </div>
          </div>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} className={styles.column} aria-label={t(col.title)}>
            <h2 className={`overline ${styles.heading}`}>{t(col.title)}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.to}>
                  <LocaleLink to={l.to} className={styles.link}>
                    {t(l.label)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        <span className={styles.fair}>
          <Icon name="shield" size={14} />
          {t('brand.tagline')}
        </span>
        <span>{t('footer.notAffiliated')}</span>
      </div>
    </footer>
  );
}
