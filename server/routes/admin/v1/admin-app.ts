// THROWAWAY STUB until admin29-core is merged (deleted then).
import type { ApiApp } from '../../typebox';
import type { StaffRole } from '../../../../src/domain/staff';
export type AdminApp = ApiApp;
declare module 'fastify' {
  interface FastifyRequest {
    staff: { userId: string; role: StaffRole };
  }
  interface FastifyContextConfig {
    staffRole?: StaffRole | 'staff';
  }
}
