import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../lib/errors.ts';
import { refuseAnswer, refuseChange, sideOf, stateAt } from './policy.ts';

const now = new Date('2026-11-26T12:00:00Z');
const row = (state: string, expiresAt = new Date('2026-12-01T00:00:00Z')) => ({
  inviterCompanyId: 'A',
  state,
  expiresAt,
});
const statusOf = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return (error as ApiError).statusCode;
  }
};

describe('partner invitation policy', () => {
  it('a pending invitation past its expiry reads as expired; the stored state otherwise', () => {
    expect(stateAt(row('pending', now), now)).toBe('expired');
    expect(stateAt(row('pending'), now)).toBe('pending');
    expect(stateAt(row('accepted', now), now)).toBe('accepted');
  });

  it('the inviter first, then the company of the address, else nobody', () => {
    expect(sideOf('A', row('pending'), 'A')).toBe('inviter');
    expect(sideOf('B', row('pending'), 'B')).toBe('invited');
    expect(sideOf('C', row('pending'), 'B')).toBeNull();
    expect(sideOf('C', row('pending'), null)).toBeNull();
  });

  it('answers: invited side only; expired 410, withdrawn and answered 409', () => {
    expect(statusOf(() => refuseAnswer('invited', row('pending'), now))).toBe('allowed');
    expect(statusOf(() => refuseAnswer('inviter', row('pending'), now))).toBe(404);
    expect(statusOf(() => refuseAnswer(null, row('pending'), now))).toBe(404);
    expect(statusOf(() => refuseAnswer('invited', row('pending', now), now))).toBe(410);
    expect(statusOf(() => refuseAnswer('invited', row('expired'), now))).toBe(410);
    expect(statusOf(() => refuseAnswer('invited', row('withdrawn'), now))).toBe(409);
    expect(statusOf(() => refuseAnswer('invited', row('declined'), now))).toBe(409);
  });

  it('resend and withdraw: inviter only, while pending (also when its time ran out)', () => {
    expect(statusOf(() => refuseChange('inviter', row('pending', now)))).toBe('allowed');
    expect(statusOf(() => refuseChange('invited', row('pending')))).toBe(404);
    expect(statusOf(() => refuseChange('inviter', row('accepted')))).toBe(409);
    expect(statusOf(() => refuseChange('inviter', row('expired')))).toBe(409);
  });
});
