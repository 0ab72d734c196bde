/** The survey layout: one centred card on a soft glow. */
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Icon } from '../../components/Icon';
import styles from './SurveyLayout.module.css';

/** Layout of the survey welcome screen. */
export function SurveyLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.backdrop}>
      <div className={styles.card}>
        <Outlet />
      </div>
      <p className={styles.note}>
        <Icon name="lock" size={14} />
        {t('layout.surveyNote')}
      </p>
    </div>
  );
}
