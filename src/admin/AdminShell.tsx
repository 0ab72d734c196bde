/** The back office's frame once signed in: a header (who, role, staff session end, sign-out), the navigation, the page. */
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { roleAllows } from '../domain/staff';
import type { StaffMeAnswer } from '../protocol/admin-session';
import { useStaffSignOutMutation } from './api';
import { ADMIN_SECTIONS, type AdminSection } from './sections';
import { writeStaffToken } from './staff-session';
import styles from './AdminApp.module.css';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** One lazy component per section, made once. */
function pageOf(section: AdminSection): LazyExoticComponent<ComponentType> {
  let page = pages.get(section.path);
  if (!page) {
    page = lazy(() => section.load().then((m) => ({ default: m.Component })));
    pages.set(section.path, page);
  }
  return page;
}

/** The signed-in back office. */
export function AdminShell({ me }: { me: StaffMeAnswer }) {
  const { t, i18n } = useTranslation();
  const [signOut, signingOut] = useStaffSignOutMutation();
  const sections = useMemo(() => ADMIN_SECTIONS.filter((s) => roleAllows(me.role, s.role)), [me.role]);
  const until = me.sessionExpiresAt
    ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
        me.sessionExpiresAt,
      )
    : '';
  const leave = async () => {
    await signOut()
      .unwrap()
      .catch(() => undefined);
    writeStaffToken(null);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <a className={styles.brand} href="/admin">
          {t('admin.common.brand')}
        </a>
        <div className={styles.who}>
          <span className={styles.name} data-testid="admin-me">
            {me.nickname}
          </span>
          <Badge tone="accent" data-testid="admin-role">
            {t(`admin.common.roles.${me.role}`)}
          </Badge>
          <span className={styles.until}>{t('admin.common.sessionUntil', { time: until })}</span>
          <Button
            size="sm"
            variant="ghost"
            onClick={leave}
            disabled={signingOut.isLoading}
            data-testid="admin-sign-out"
          >
            {t('admin.common.signOut')}
          </Button>
          <a className={styles.back} href="/">
            {t('admin.common.backToSite')}
          </a>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('admin.nav.label')}>
        {sections.map((s) => (
          <NavLink
            key={s.path}
            to={`/admin/${s.path}`}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
            data-testid={`admin-nav-${s.path}`}
          >
            {t(s.labelKey as 'admin.nav.audit')}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main} id="main">
        <Suspense
          fallback={
            <div className={styles.center}>
              <Spinner />
            </div>
          }
        >
          <Routes>
            {sections.map((s) => {
              const Page = pageOf(s);
              return <Route key={s.path} path={`${s.path}/*`} element={<Page />} />;
            })}
            <Route
              path="*"
              element={sections[0] ? <Navigate to={`/admin/${sections[0].path}`} replace /> : null}
            />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
