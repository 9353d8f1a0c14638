import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const base = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'plakat-limits-')), JWT_SECRET: 'x'.repeat(32) };

describe('RATE_LIMIT_* configuration', () => {
  it('has documented defaults', () => {
    expect(loadConfig(base).rateLimits).toEqual({
      requestsPerMinute: 600,
      loginPerPair: 5,
      loginPerClient: 30,
      loginPerAccount: 50,
      mailPerAddress: 5,
      mailPerClient: 20,
      pairingCodesPerClient: 30,
      pairingClaimsPerCompany: 30,
    });
  });

  it('takes whole numbers, 0 switching a limit off, and refuses anything else by name', () => {
    const config = loadConfig({ ...base, RATE_LIMIT_REQUESTS_PER_MINUTE: '0', RATE_LIMIT_MAIL_PER_CLIENT: '100' });
    expect(config.rateLimits.requestsPerMinute).toBe(0);
    expect(config.rateLimits.mailPerClient).toBe(100);
    expect(() => loadConfig({ ...base, RATE_LIMIT_LOGIN_PER_PAIR: 'five' })).toThrow(/RATE_LIMIT_LOGIN_PER_PAIR/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_MAIL_PER_ADDRESS: '-1' })).toThrow(/RATE_LIMIT_MAIL_PER_ADDRESS/);
  });
});
