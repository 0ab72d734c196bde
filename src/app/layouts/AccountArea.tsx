/**
 * The header's account corner. For now a Sign in button opening a placeholder dialog; the auth work
 * replaces this with the balance, top-up and profile menu once signed in.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/modal/Modal';
import styles from './AccountArea.module.css';

/** Sign-in (and later balance) area of the header. */
export function AccountArea() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" className={styles.signIn} onClick={() => setOpen(true)} data-testid="sign-in">
        <Icon name="user" size={16} />
        <span>{t('account.signIn')}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('account.title')} size="sm">
        <div className={styles.body}>
          <p>{t('account.text')}</p>
          <Button variant="secondary" block disabled>
            <Icon name="play" size={16} />
            {t('account.steam')}
          </Button>
          <p className={styles.soon}>{t('account.soon')}</p>
          <p className={styles.note}>
            <Icon name="lock" size={14} />
            {t('account.note')}
          </p>
        </div>
      </Modal>
    </>
  );
}
