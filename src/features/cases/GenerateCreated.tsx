/** What the generator shows once the case exists: its art, price and visibility, and the way to it. */
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Button, ButtonLink } from '../../components/Button';
import { Panel } from '../../components/Panel';
import { Price } from '../../components/Price';
import { showToast } from '../../components/toast/toast-actions';
import { useLocalePath } from '../../lib/use-locale';
import type { PlayerCaseDetail } from '../../protocol/player-case';
import styles from './GenerateCasePage.module.css';

/** The created case and what to do next. */
export function GenerateCreated({ made, onAnother }: { made: PlayerCaseDetail; onAnother: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const localize = useLocalePath();
  const path = `/cases/open/${made.id}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(location.origin + localize(path));
      showToast(dispatch, { kind: 'success', message: { text: t('pages.generateCase.copied') } });
    } catch {
      showToast(dispatch, { kind: 'error', message: { text: t('pages.generateCase.errors.generic') } });
    }
  };
  return (
    <Panel as="section" large className={styles.created} testId="generate-created">
      <img src={made.image} alt="" width={180} height={180} />
      <div className={styles.createdText}>
        <h2>{t('pages.generateCase.created', { name: made.title })}</h2>
        <p>
          {t(
            made.visibility === 'public'
              ? 'pages.generateCase.createdPublic'
              : 'pages.generateCase.createdUnlisted',
          )}
        </p>
        <p className={styles.createdPrice}>
          {t('pages.generateCase.price')} <Price cents={made.price} />
        </p>
        <div className={styles.createdActions}>
          <ButtonLink to={path} icon="play" size="lg">
            {t('pages.generateCase.open')}
          </ButtonLink>
          <Button variant="secondary" icon="external" onClick={() => void copy()} data-testid="generate-copy">
            {t('pages.generateCase.copyLink')}
          </Button>
          <Button variant="ghost" icon="plus" onClick={onAnother} data-testid="generate-another">
            {t('pages.generateCase.another')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
