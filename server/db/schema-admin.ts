/** The back office (024-admin): staff, staff sessions, recovery codes, the audit log, notes, holds and mutes. */

/** A staff member: the role and the TOTP second factor (secret set once enrolment is confirmed). */
export interface StaffTable {
  user_id: string;
  role: string;
  /** The confirmed TOTP secret (base32), null until enrolment is confirmed. */
  totp_secret: string | null;
  /** A secret offered at enrolment start, not yet confirmed by a code. */
  totp_pending_secret: string | null;
  totp_enabled_at: number | null;
  /** The TOTP time step last accepted: a code is never accepted twice. */
  totp_last_step: number | null;
  granted_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A back-office session (8 h), opened by a second factor and bound to the play session it was opened from. */
export interface StaffSessionsTable {
  token_hash: string;
  user_id: string;
  play_token_hash: string;
  /** 'totp' or 'recovery'. */
  method: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** A one-time recovery code (only its hash). */
export interface StaffRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
  used_at: number | null;
}

/** One staff action, chained to the one before by its hash; append-only (triggers refuse UPDATE/DELETE). */
export interface AuditLogTable {
  seq: number;
  at: number;
  actor_id: string;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string;
  reason: string;
  before_json: string | null;
  after_json: string | null;
  prev_hash: string;
  hash: string;
}

/** The single row (id 1) every append locks: the last seq and hash of the chain. */
export interface AuditChainHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** A refused attempt on the back office by a signed-in non-staff (or too-low) account. */
export interface AdminDenialsTable {
  id: string;
  user_id: string;
  method: string;
  url: string;
  at: number;
}

/** A staff note on a player. */
export interface PlayerNotesTable {
  id: string;
  user_id: string;
  author_id: string;
  body: string;
  created_at: number;
}

/** A hold on a player ('withdraw' or 'play'), in force until lifted. */
export interface PlayerHoldsTable {
  id: string;
  user_id: string;
  kind: string;
  reason: string;
  created_by: string;
  created_at: number;
  lifted_at: number | null;
  lifted_by: string | null;
  lift_reason: string | null;
}

/** A mute (for the chat to come), in force until `until` unless lifted. */
export interface PlayerMutesTable {
  id: string;
  user_id: string;
  until: number;
  reason: string;
  created_by: string;
  created_at: number;
  lifted_at: number | null;
  lifted_by: string | null;
}

/** The tables this part adds to Database. */
export interface AdminDatabase {
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  audit_chain_head: AuditChainHeadTable;
  admin_denials: AdminDenialsTable;
  player_notes: PlayerNotesTable;
  player_holds: PlayerHoldsTable;
  player_mutes: PlayerMutesTable;
}
