import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../client.ts';
import { invitations } from '../schema/index.ts';
import { daysAgo } from './days-ago.ts';

const day = 24 * 3_600_000;
/** Demo links are never mailed: each stores the hash of a token nobody knows. */
const unknownTokenHash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/** Three pending invitations of the demo company, one of them expired, invited by its owner. */
export async function seedDemoInvitations(
  tx: Db,
  ctx: {
    companyId: string;
    inviterId: string;
    roleIds: { viewer: string; editor: string };
    departmentIds: { marketing: string; sales: string };
    now: number;
  },
) {
  const { now } = ctx;
  const rows = [
    {
      email: 'lena.vogel@demo.plakat.test',
      role: ctx.roleIds.editor,
      department: ctx.departmentIds.marketing,
      sent: 1,
    },
    { email: 'agentur@extern.plakat.test', role: ctx.roleIds.viewer, department: null, sent: 3, external: true },
    { email: 'tom.becker@demo.plakat.test', role: ctx.roleIds.viewer, department: ctx.departmentIds.sales, sent: 10 },
  ];
  await tx.insert(invitations).values(
    rows.map((row) => ({
      companyId: ctx.companyId,
      email: row.email,
      roleId: row.role,
      affiliation: row.external ? ('external' as const) : ('internal' as const),
      departmentId: row.department,
      invitedBy: ctx.inviterId,
      language: 'de' as const,
      tokenHash: unknownTokenHash(),
      createdAt: daysAgo(row.sent, now),
      expiresAt: new Date(daysAgo(row.sent, now).getTime() + 7 * day),
    })),
  );
}
