import { z } from 'zod';

const count = (fallback: number) =>
  z.coerce
    .number('must be a whole number (0 switches the limit off)')
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(fallback);

/** The RATE_LIMIT_* environment variables (README, "Abuse limits"); 0 switches a limit off. */
export const rateLimitEnv = {
  /** Requests per client address and minute, every route (the SPA and a display player stay far below). */
  RATE_LIMIT_REQUESTS_PER_MINUTE: count(600),
  /** Failed logins of one account from one client address before that pair waits (1 min, doubling up to 1 h). */
  RATE_LIMIT_LOGIN_PER_PAIR: count(5),
  /** Failed logins from one client address (any accounts) per 15 minutes before that address gets 429. */
  RATE_LIMIT_LOGIN_PER_CLIENT: count(30),
  /** Failed logins of one account (all addresses) per hour before every attempt at it is answered more slowly. */
  RATE_LIMIT_LOGIN_PER_ACCOUNT: count(50),
  /** Mails to one address per hour (verification, password reset, registration notice, player token). */
  RATE_LIMIT_MAIL_PER_ADDRESS: count(5),
  /** Calls that send mail per client address and hour. */
  RATE_LIMIT_MAIL_PER_CLIENT: count(20),
  /** Pairing codes a client address may ask for per hour (a screen asks again every 10 minutes while unpaired). */
  RATE_LIMIT_PAIRING_CODES_PER_CLIENT: count(30),
  /** Codes a company may enter per 10 minutes, right or wrong (guessing one of a billion codes stays hopeless). */
  RATE_LIMIT_PAIRING_CLAIMS_PER_COMPANY: count(30),
};

export type RateLimitConfig = {
  requestsPerMinute: number;
  loginPerPair: number;
  loginPerClient: number;
  loginPerAccount: number;
  mailPerAddress: number;
  mailPerClient: number;
  pairingCodesPerClient: number;
  pairingClaimsPerCompany: number;
};

type Env = { [K in keyof typeof rateLimitEnv]: number };

export function rateLimitConfig(e: Env): RateLimitConfig {
  return {
    requestsPerMinute: e.RATE_LIMIT_REQUESTS_PER_MINUTE,
    loginPerPair: e.RATE_LIMIT_LOGIN_PER_PAIR,
    loginPerClient: e.RATE_LIMIT_LOGIN_PER_CLIENT,
    loginPerAccount: e.RATE_LIMIT_LOGIN_PER_ACCOUNT,
    mailPerAddress: e.RATE_LIMIT_MAIL_PER_ADDRESS,
    mailPerClient: e.RATE_LIMIT_MAIL_PER_CLIENT,
    pairingCodesPerClient: e.RATE_LIMIT_PAIRING_CODES_PER_CLIENT,
    pairingClaimsPerCompany: e.RATE_LIMIT_PAIRING_CLAIMS_PER_COMPANY,
  };
}
