/** The support inbox (023-support-messages): what players send staff from the support page. schema.ts joins it into Database. */

/** One message to staff; status moves from 'new' as staff handle it. */
export interface SupportMessagesTable {
  id: string;
  /** The signed-in sender, or null for a visitor who left an email. */
  user_id: string | null;
  /** Where staff answer: the address given, else the signed-in player's saved one (may be null for a player). */
  email: string | null;
  topic: string;
  subject: string;
  message: string;
  /** The interface language the message was written in (staff answer in it). */
  locale: string;
  status: string;
  created_at: number;
}

/** The tables this part adds to Database. */
export interface SupportDatabase {
  support_messages: SupportMessagesTable;
}
