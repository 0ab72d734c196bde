/**
 * Who runs the site, from the deployment's configuration (GET /meta/site: OPERATOR_NAME, OPERATOR_ADDRESS), and where
 * to reach support; shown on the legal pages. A deployment that names no operator is said to, not given a made-up one.
 */
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/LocaleLink';
import { useGetSiteInfoQuery } from '../../api/meta';
import notes from '../../components/notes.module.css';

/** The operator line and the support link. */
export function OperatorNote() {
  const { t } = useTranslation();
  const { data } = useGetSiteInfoQuery();
  if (!data) return null;
  const { name, address } = data.operator;
  return (
    <p className={notes.muted} data-testid="operator-note">
      {name
        ? address
          ? t('pages.legal.operatorWithAddress', { name, address })
          : t('pages.legal.operator', { name })
        : t('pages.legal.operatorUnset')}{' '}
      <LocaleLink to="/support" data-testid="contact-support">
        {t('pages.legal.contactSupport')}
      </LocaleLink>
    </p>
  );
}
