import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './rate-limit.ts';

function setup(options: { perAccount?: number; perIp?: number; maxKeys?: number } = {}) {
  let clock = 1_000_000;
  const limiter = createLoginLimiter({ windowMs: 60_000, perAccount: 3, perIp: 5, ...options, now: () => clock });
  return { limiter, advance: (ms: number) => (clock += ms) };
}

describe('login limiter', () => {
  it('refuses an account after its limit of failures until the window ends, with the remaining seconds', () => {
    const { limiter, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('company', 'a@x.test', '1.1.1.1')).toEqual({ limited: false });
      limiter.fail('company', 'a@x.test', '1.1.1.1');
    }
    expect(limiter.check('company', 'a@x.test', '1.1.1.1')).toEqual({ limited: true, retryAfterSeconds: 60 });
    // Another IP does not help: the account itself is limited.
    expect(limiter.check('company', 'a@x.test', '2.2.2.2').limited).toBe(true);
    advance(20_500);
    expect(limiter.check('company', 'a@x.test', '2.2.2.2')).toEqual({ limited: true, retryAfterSeconds: 40 });
    advance(39_500);
    expect(limiter.check('company', 'a@x.test', '2.2.2.2')).toEqual({ limited: false });
  });

  it('keeps accounts and login kinds apart', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.fail('company', 'a@x.test', `10.0.0.${i}`);
    expect(limiter.check('company', 'a@x.test', '9.9.9.9').limited).toBe(true);
    expect(limiter.check('company', 'b@x.test', '9.9.9.9').limited).toBe(false);
    expect(limiter.check('superpanel', 'a@x.test', '9.9.9.9').limited).toBe(false);
  });

  it('refuses an IP after its limit across many accounts', () => {
    const { limiter } = setup();
    for (let i = 0; i < 5; i++) limiter.fail('company', `user${i}@x.test`, '1.1.1.1');
    expect(limiter.check('company', 'fresh@x.test', '1.1.1.1').limited).toBe(true);
    expect(limiter.check('company', 'fresh@x.test', '1.1.1.2').limited).toBe(false);
  });

  it('reset clears the account counter but not the IP counter', () => {
    const { limiter } = setup({ perIp: 4 });
    for (let i = 0; i < 3; i++) limiter.fail('company', 'a@x.test', '1.1.1.1');
    limiter.reset('company', 'a@x.test');
    expect(limiter.check('company', 'a@x.test', '2.2.2.2').limited).toBe(false);
    limiter.fail('company', 'a@x.test', '1.1.1.1');
    expect(limiter.check('company', 'a@x.test', '1.1.1.1').limited).toBe(true);
    expect(limiter.check('company', 'a@x.test', '2.2.2.2').limited).toBe(false);
  });

  it('starts a fresh window after the old one ended', () => {
    const { limiter, advance } = setup();
    limiter.fail('company', 'a@x.test', '1.1.1.1');
    limiter.fail('company', 'a@x.test', '1.1.1.1');
    advance(60_000);
    limiter.fail('company', 'a@x.test', '1.1.1.1');
    limiter.fail('company', 'a@x.test', '1.1.1.1');
    expect(limiter.check('company', 'a@x.test', '1.1.1.1').limited).toBe(false);
  });

  it('stays within its key bound under a flood of made-up addresses, without losing the IP counter', () => {
    const { limiter } = setup({ maxKeys: 100, perIp: 1_000 });
    for (let i = 0; i < 999; i++) limiter.fail('company', `x${i}@x.test`, '1.1.1.1');
    expect(limiter.size).toBeLessThanOrEqual(101);
    expect(limiter.check('company', 'new@x.test', '1.1.1.1').limited).toBe(false);
    limiter.fail('company', 'x-last@x.test', '1.1.1.1');
    expect(limiter.check('company', 'new@x.test', '1.1.1.1').limited).toBe(true);
    // The most recent accounts are still counted.
    limiter.fail('company', 'x-last@x.test', '2.2.2.2');
    limiter.fail('company', 'x-last@x.test', '2.2.2.2');
    expect(limiter.check('company', 'x-last@x.test', '3.3.3.3').limited).toBe(true);
  });
});
