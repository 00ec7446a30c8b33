/**
 * The per-account limits (docs/decisions/0157) raised out of reach, for test servers whose tests
 * create many tickets, messages or links from one account. The limits themselves are tested at
 * their defaults in src/server/http/account-limits.test.ts.
 */
export const RAISED_ACCOUNT_LIMITS: Record<string, string> = {
  TICKET_LIMIT_PER_MINUTE: "100000",
  TICKET_LIMIT_PER_DAY: "100000",
  TICKET_REPLY_LIMIT_PER_MINUTE: "100000",
  TICKET_REPLY_LIMIT_PER_DAY: "100000",
  TICKET_PHOTO_LIMIT_PER_MINUTE: "100000",
  TICKET_PHOTO_LIMIT_PER_DAY: "100000",
  TICKET_PHOTO_QUOTA_MB: "2047",
  MESSAGE_LIMIT_PER_MINUTE: "100000",
  MESSAGE_LIMIT_PER_DAY: "100000",
  PAYMENT_LINK_LIMIT_PER_MINUTE: "100000",
  PAYMENT_LINK_LIMIT_PER_DAY: "100000",
};
