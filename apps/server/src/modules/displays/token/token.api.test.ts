import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displays } from '../../../db/schema/index.ts';
import { createDisplay } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helper.ts';
import { type DisplayTestWorld, type TestCompany, displayTestWorld } from '../test-world.ts';

let t: TestApp;
let own: TestCompany;
let other: TestCompany;
let ownerToken: string;
let noKeysToken: string;
let call: DisplayTestWorld['call'];
beforeAll(async () => {
  ({ t, own, other, ownerToken, noKeysToken, call } = await displayTestWorld());
});
afterAll(() => t.close());

const row = async (id: string) => (await t.db.select().from(displays).where(eq(displays.id, id)))[0];

describe('PATCH /displays/sendDisplayToken/{id}', () => {
  it('stores the e-mail and the token hash and mails the token in the request language', async () => {
    const d = await createDisplay(t.db, own.company.id, { title: 'Foyer' });
    const res = await call('PATCH', `/displays/sendDisplayToken/${d.id}?lang=de`, ownerToken, {
      email: 'Technik@Example.test',
      repeatEmail: 'technik@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Der Player-Token wurde an technik@example.test gesendet');
    const mail = t.lastMailTo('technik@example.test');
    expect(mail.subject).toBe(`Player-Token für Display ${d.onlineId} „Foyer“`);
    const token = mail.text.split('\n\n')[2];
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The second way in: the link opens the player already paired with this display.
    expect(mail.text).toContain('Oder öffnen Sie diesen Link auf dem Bildschirm');
    expect(mail.text).toContain(`\n\n${t.app.deps.config.publicUrl}/player?token=${token}\n\n`);
    const after = await row(d.id);
    expect(after.tokenEmail).toBe('technik@example.test');
    expect(after.playerTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('says what is wrong with the token e-mail in the words of spec 01 §5 / 02 §5, in both languages', async () => {
    const d = await createDisplay(t.db, own.company.id);
    const errors = async (body: object, lang = 'en') =>
      (await call('PATCH', `/displays/sendDisplayToken/${d.id}?lang=${lang}`, ownerToken, body)).json().errors;
    expect(await errors({ email: '', repeatEmail: '' })).toEqual([
      { path: 'email', message: 'E-mail address Field Is Required' },
      { path: 'repeatEmail', message: 'E-mail address Field Is Required' },
    ]);
    expect(await errors({ email: 'kein-at', repeatEmail: 'kein-at' })).toEqual([
      { path: 'email', message: 'E-mail address Field Is Invalid' },
    ]);
    expect(await errors({ email: 'a@example.test', repeatEmail: 'b@example.test' })).toEqual([
      { path: 'repeatEmail', message: "Email addresses aren't the same" },
    ]);
    expect(await errors({ repeatEmail: 'a@example.test' }, 'de')).toEqual([
      { path: 'email', message: 'Das Feld E-Mail-Adresse ist erforderlich' },
    ]);
    expect(await errors({ email: 'x@', repeatEmail: 'x@' }, 'de')).toEqual([
      { path: 'email', message: 'Das Feld E-Mail-Adresse ist ungültig' },
    ]);
  });

  it('only while active (409); 400 when the addresses differ; 403 / 404', async () => {
    const inactive = await createDisplay(t.db, own.company.id, { isActive: false });
    const body = { email: 'a@example.test', repeatEmail: 'a@example.test' };
    const res = await call('PATCH', `/displays/sendDisplayToken/${inactive.id}`, ownerToken, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The player token can only be managed while the display is active.');
    const d = await createDisplay(t.db, own.company.id);
    expect(
      (
        await call('PATCH', `/displays/sendDisplayToken/${d.id}`, ownerToken, {
          email: 'a@example.test',
          repeatEmail: 'b@example.test',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/displays/sendDisplayToken/${d.id}`, noKeysToken, body)).statusCode).toBe(403);
    const foreign = await createDisplay(t.db, other.company.id);
    expect((await call('PATCH', `/displays/sendDisplayToken/${foreign.id}`, ownerToken, body)).statusCode).toBe(404);
    const locked = await createDisplay(t.db, own.company.id, { isLocked: true });
    expect((await call('PATCH', `/displays/sendDisplayToken/${locked.id}`, ownerToken, body)).statusCode).toBe(409);
    expect((await row(d.id)).tokenEmail).toBe('player@example.test');
  });
});
