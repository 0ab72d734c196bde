/**
 * The back office's pages: one entry per page, shown in the navigation to the roles it allows, loaded lazily.
 * `path` is under /admin (no slashes); `labelKey` is an i18n key; areas add their entries here (one line each).
 */
import type { ComponentType } from 'react';
import type { StaffNeed } from '../domain/staff';

/** One page of the back office. */
export interface AdminSection {
  path: string;
  labelKey: string;
  /** Who sees it: a role, or 'staff' for every staff role (admin always does). */
  role: StaffNeed;
  load: () => Promise<{ Component: ComponentType }>;
}

/** Every page, in navigation order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'audit', labelKey: 'admin.nav.audit', role: 'admin', load: () => import('./audit/AuditPage') },
  {
    path: 'liveops',
    labelKey: 'admin.liveops.nav',
    role: 'staff',
    load: () => import('./liveops/LiveopsPage'),
  },
];
