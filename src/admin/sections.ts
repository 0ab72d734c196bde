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
  {
    path: 'players',
    labelKey: 'admin.nav.players',
    role: 'staff',
    load: () => import('./players/PlayersPage'),
  },
  {
    path: 'catalog',
    labelKey: 'admin.catalog.nav.cases',
    role: 'staff',
    load: () => import('./catalog/CatalogPage'),
  },
  {
    path: 'player-cases',
    labelKey: 'admin.catalog.nav.playerCases',
    role: 'staff',
    load: () => import('./catalog/PlayerCasesPage'),
  },
  {
    path: 'money-orders',
    labelKey: 'admin.money.nav.orders',
    role: 'staff',
    load: () => import('./money/OrdersPage'),
  },
  {
    path: 'money-withdrawals',
    labelKey: 'admin.money.nav.withdrawals',
    role: 'finance',
    load: () => import('./money/WithdrawalsPage'),
  },
  {
    path: 'money-adjust',
    labelKey: 'admin.money.nav.adjust',
    role: 'finance',
    load: () => import('./money/AdjustPage'),
  },
  {
    path: 'money-house',
    labelKey: 'admin.money.nav.house',
    role: 'finance',
    load: () => import('./money/HousePage'),
  },
  {
    path: 'liveops',
    labelKey: 'admin.liveops.nav',
    role: 'staff',
    load: () => import('./liveops/LiveopsPage'),
  },
  { path: 'audit', labelKey: 'admin.nav.audit', role: 'admin', load: () => import('./audit/AuditPage') },
  { path: 'staff', labelKey: 'admin.nav.staff', role: 'admin', load: () => import('./staff/StaffPage') },
];
