/**
 * SPEC dialog 1: a left menu (Email push settings, Trade URL, Provably fair, Self care) with the general
 * settings under it, and the chosen section beside it. Signed out: items disabled and a sign-in prompt.
 * On phones it shows either the menu or one section, with a back button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon, type IconName } from '../../components/Icon';
import { Modal } from '../../components/modal/Modal';
import { useMe, useSessionToken } from '../../api/user';
import { FairnessSection } from './FairnessSection';
import { GeneralSettings } from './GeneralSettings';
import { EmailSection, TradeUrlSection } from './PrefsSections';
import { SelfCareSection } from './SelfCareSection';
import styles from './SettingsDialog.module.css';

/** The settings sections. */
export type SettingsSection = 'email' | 'trade' | 'fair' | 'care';

const MENU: readonly {
  id: SettingsSection;
  icon: IconName;
  label: 'settings.menu.email' | 'settings.menu.trade' | 'settings.menu.fair' | 'settings.menu.care';
}[] = [
  { id: 'email', icon: 'info', label: 'settings.menu.email' },
  { id: 'trade', icon: 'exchange', label: 'settings.menu.trade' },
  { id: 'fair', icon: 'hash', label: 'settings.menu.fair' },
  { id: 'care', icon: 'shield', label: 'settings.menu.care' },
];

/** Props of SettingsDialog. */
export interface SettingsDialogProps {
  open: boolean;
  onClose: () => void;
  onSignIn: () => void;
}

/** The settings dialog. */
export function SettingsDialog({ open, onClose, onSignIn }: SettingsDialogProps) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const { data: me } = useMe();
  const [section, setSection] = useState<SettingsSection>('email');
  // Phones: 'menu' shows the menu, 'content' the chosen section.
  const [view, setView] = useState<'menu' | 'content'>('menu');
  const current = MENU.find((m) => m.id === section) ?? MENU[0];

  return (
    <Modal open={open} onClose={onClose} title={t('settings.title')} size="lg">
      <div className={styles.layout} data-view={view} data-testid="settings-dialog">
        <nav className={styles.menu} aria-label={t('settings.title')}>
          {MENU.map((m) => (
            <button
              key={m.id}
              type="button"
              className={styles.menuItem}
              aria-current={signedIn && section === m.id ? 'true' : undefined}
              disabled={!signedIn}
              onClick={() => (setSection(m.id), setView('content'))}
              data-testid={`settings-menu-${m.id}`}
            >
              <Icon name={m.icon} size={18} />
              <span>{t(m.label)}</span>
              <Icon name="chevronRight" size={16} className={styles.chevron} />
            </button>
          ))}
          {!signedIn && (
            <div className={styles.prompt} data-testid="settings-signin-prompt-menu">
              <Icon name="lock" size={18} />
              <p>{t('settings.signInPrompt')}</p>
              <Button size="sm" onClick={onSignIn}>
                {t('account.signIn')}
              </Button>
            </div>
          )}
          <GeneralSettings signedIn={signedIn} />
        </nav>
        <section className={styles.content} aria-label={t(current.label)}>
          <div className={styles.contentHead}>
            <button
              type="button"
              className={styles.back}
              onClick={() => setView('menu')}
              aria-label={t('settings.back')}
            >
              <Icon name="chevronLeft" size={18} />
            </button>
            <h3>{t(current.label)}</h3>
          </div>
          {!signedIn ? (
            <EmptyState
              muted
              icon="lock"
              iconSize={32}
              text={t('settings.signInPrompt')}
              className={styles.lockedPane}
              testId="settings-signin-prompt"
            >
              <Button onClick={onSignIn}>{t('account.signIn')}</Button>
            </EmptyState>
          ) : section === 'email' ? (
            <EmailSection me={me} />
          ) : section === 'trade' ? (
            <TradeUrlSection me={me} />
          ) : section === 'fair' ? (
            <FairnessSection />
          ) : (
            <SelfCareSection me={me} />
          )}
        </section>
      </div>
    </Modal>
  );
}
