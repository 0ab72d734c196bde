// THROWAWAY STUB until admin29-core is merged (deleted then).
export type StaffRole = 'support' | 'finance' | 'admin';
export const REASON_MAX = 500;
