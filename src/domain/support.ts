/** The support form's rules, shared by the page and the server (src/protocol/support.ts, server/services/support). */

/** What a message is about: staff sort their inbox by it. */
export const SUPPORT_TOPICS = ['account', 'payments', 'withdrawals', 'battles', 'fairness', 'other'] as const;
/** A support topic. */
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** Length limits, in characters, after trimming. */
export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 120,
  messageMin: 10,
  messageMax: 2000,
  emailMax: 254,
};

/** Messages one sender (account, else address) may send per hour. */
export const SUPPORT_PER_HOUR = 5;

/** True for something that looks like an email address (one @, a dot in the domain, no spaces). */
export const looksLikeEmail = (s: string) =>
  s.length <= SUPPORT_LIMITS.emailMax && /^[^@\s]{1,64}@[^@\s]+\.[^@\s.]{2,}$/.test(s);
