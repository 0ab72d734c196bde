/**
 * The back-office API under /api/admin/v1: the guard (./guard.ts) first, then one line per area. Each area file
 * exports `async function <area>AdminRoutes(app: AdminApp)` and every route declares `config.staffRole`.
 */
import type { AdminApp } from './admin-app';
import { installAdminGuard } from './guard';
import { auditAdminRoutes } from './audit';
import { moneyAdminRoutes } from './money';
import { catalogAdminRoutes } from './catalog';
import { playersAdminRoutes } from './players';
import { sessionAdminRoutes } from './session';
import { staffAdminRoutes } from './staff';
import { liveopsAdminRoutes } from './liveops';

/** Registers every back-office route behind the guard. */
export async function adminRoutes(app: AdminApp): Promise<void> {
  installAdminGuard(app);
  await app.register(sessionAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(catalogAdminRoutes);
  await app.register(moneyAdminRoutes);
  await app.register(playersAdminRoutes);
  await app.register(staffAdminRoutes);
  await app.register(liveopsAdminRoutes);
}
