/** Renders the toast stack (bottom right; top on phones) and runs their auto-dismiss timers. */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Icon, type IconName } from '../Icon';
import { dismissAllToasts, dismissToast, forgetToastActions, runToastAction } from './toast-actions';
import { selectToasts, showsHideAll, type ToastKind, type ToastText } from './toast-slice';
import { createToastTimers } from './toast-timers';
import styles from './ToastHost.module.css';

const ICONS: Record<ToastKind, IconName> = {
  info: 'info',
  warning: 'alert',
  success: 'check',
  error: 'alert',
};

/** The toast region; mount once near the root. */
export function ToastHost() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const items = useSelector(selectToasts);
  const timers = useMemo(
    () =>
      createToastTimers((id) => {
        forgetToastActions(id);
        dismissToast(dispatch, id);
      }),
    [dispatch],
  );
  useEffect(() => timers.sync(items), [timers, items]);
  useEffect(() => () => timers.dispose(), [timers]);

  const text = (v: ToastText): string => ('key' in v ? String(t(v.key, v.params ?? {})) : v.text);

  return (
    <section className={styles.region} aria-label={t('toast.region')} aria-live="polite">
      {showsHideAll(items.length) && (
        <button type="button" className={styles.hideAll} onClick={() => dismissAllToasts(dispatch)}>
          {t('toast.hideAll')}
        </button>
      )}
      {items.map((item) => (
        <div
          key={item.id}
          className={`${styles.toast} ${styles[item.kind]}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.icon}>
            <Icon name={ICONS[item.kind]} size={18} />
          </span>
          <div className={styles.content}>
            {item.title && <strong className={styles.title}>{text(item.title)}</strong>}
            <p className={styles.message}>{text(item.message)}</p>
            {item.actions.length > 0 && (
              <div className={styles.actions}>
                {item.actions.map((a) => (
                  <button
                    key={a.id}
                    type="button"
                    className={styles.action}
                    onClick={() => runToastAction(dispatch, item.id, a.id)}
                  >
                    {text(a.label)}
                  </button>
                ))}
              </div>
            )}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={() => dismissToast(dispatch, item.id)}
            aria-label={t('toast.close')}
          >
            <Icon name="close" size={16} />
          </button>
          {item.duration > 0 && (
            <span className={styles.timer} style={{ animationDuration: `${item.duration}ms` }} />
          )}
        </div>
      ))}
    </section>
  );
}
