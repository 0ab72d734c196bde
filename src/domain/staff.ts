/** STUB until admin29-core is merged (the contract's shape); replaced by core's file on merge. */
export type StaffRole = 'support' | 'finance' | 'admin';
