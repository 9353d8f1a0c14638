import type { NotificationType } from '@plakat/shared';
import { notify } from './service.ts';
import { createLoggedInUser, createRole, companyOf } from '../../test/factories.ts';
import type { TestApp } from '../../test/helper.ts';

/**
 * Two users of one company (an owner and a user whose role holds no key), a sender company and a company of its
 * own elsewhere; `send` writes one notice the way other contexts do.
 */
export async function notificationWorld(t: TestApp) {
  const owner = await createLoggedInUser(t.app.deps);
  const companyId = companyOf(owner);
  const noKeys = await createRole(t.db, companyId, []);
  const colleague = await createLoggedInUser(t.app.deps, { companyId, roleId: noKeys.id });
  const sender = await createLoggedInUser(t.app.deps, { firstName: 'Sabine', lastName: 'Sender' });
  const stranger = await createLoggedInUser(t.app.deps);
  const send = async (
    type: NotificationType,
    opts: { to?: string; userId?: string; key?: string; params?: Record<string, string>; resourceId?: string } = {},
  ) => {
    const [row] = await t.db.transaction((tx) =>
      notify(tx, {
        recipients: [{ companyId: opts.to ?? companyId, userId: opts.userId }],
        type,
        sender: { companyId: companyOf(sender), userId: sender.user.id },
        resource: { type: type.startsWith('partner') ? 'partner' : 'display', id: opts.resourceId ?? null },
        key: opts.key ?? type,
        params: { company: 'Sender GmbH', onlineId: '1001', title: 'Foyer', ...opts.params },
      }),
    );
    return row.id;
  };
  return { owner, colleague, sender, stranger, companyId, send };
}
