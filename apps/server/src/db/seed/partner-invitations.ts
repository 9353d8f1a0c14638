import { eq } from 'drizzle-orm';
import { partnerInvitationLimits } from '@plakat/shared';
import type { Db } from '../client.ts';
import { partnerInvitations, users } from '../schema/index.ts';
import { notifyCompanies } from '../../modules/notifications/index.ts';
import { daysAgo } from './days-ago.ts';

const validMs = partnerInvitationLimits.validDays * 24 * 3_600_000;

/**
 * Partner invitations both ways for the demo company, one of every state: received from Nordlicht Medien KG (pending,
 * with a message and its notification); sent to addresses without an account (one pending, one past its 14 days, one
 * withdrawn); the accepted one that made Partner Werbung AG a partner; an older one Nordlicht declined. No mail is sent.
 */
export async function seedDemoPartnerInvitations(
  tx: Db,
  ctx: {
    demoCompanyId: string;
    demoOwnerEmail: string;
    partnerCompanyId: string;
    inviter: { companyId: string; companyName: string; ownerId: string };
    now: number;
  },
) {
  const { now } = ctx;
  const [demoOwner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ctx.demoOwnerEmail));
  const sent = (days: number) => ({
    createdAt: daysAgo(days, now),
    expiresAt: new Date(daysAgo(days, now).getTime() + validMs),
  });
  const [received] = await tx
    .insert(partnerInvitations)
    .values([
      {
        inviterCompanyId: ctx.inviter.companyId,
        invitedBy: ctx.inviter.ownerId,
        email: ctx.demoOwnerEmail,
        message: 'Hallo aus Hamburg! Wir würden unsere Displays an der Elbe gern mit Ihnen teilen.',
        language: 'de',
        ...sent(2),
      },
      {
        inviterCompanyId: ctx.demoCompanyId,
        invitedBy: demoOwner?.id ?? null,
        email: 'kontakt@stadtwerbung.plakat.test',
        message: null,
        language: 'de',
        ...sent(4),
      },
      {
        inviterCompanyId: ctx.demoCompanyId,
        invitedBy: demoOwner?.id ?? null,
        email: 'info@ringbahn-werbung.plakat.test',
        message: 'Lassen Sie uns zusammenarbeiten.',
        language: 'de',
        ...sent(20),
      },
    ])
    .returning();
  const answered = (days: number, answerDays: number, state: 'accepted' | 'declined' | 'withdrawn') => ({
    inviterCompanyId: ctx.demoCompanyId,
    invitedBy: demoOwner?.id ?? null,
    language: 'de' as const,
    ...sent(days),
    state,
    answeredAt: daysAgo(answerDays, now),
  });
  await tx.insert(partnerInvitations).values([
    {
      ...answered(120, 119, 'accepted'),
      email: 'owner@partner.plakat.test',
      message: 'Wollen wir unsere Displays füreinander öffnen?',
      invitedCompanyId: ctx.partnerCompanyId,
    },
    {
      ...answered(40, 38, 'declined'),
      email: 'owner@nordlicht.plakat.test',
      message: null,
      invitedCompanyId: ctx.inviter.companyId,
    },
    { ...answered(10, 9, 'withdrawn'), email: 'hallo@kiezscreen.plakat.test', message: null },
  ]);
  // The received one was announced to the demo company as a real invitation is.
  await notifyCompanies(tx, {
    recipientCompanyIds: [ctx.demoCompanyId],
    type: 'partnerInvited',
    senderCompanyId: ctx.inviter.companyId,
    senderUserId: ctx.inviter.ownerId,
    resourceType: 'invitation',
    resourceId: received.id,
    key: 'partnerInvitedWithMessage',
    params: { company: ctx.inviter.companyName, message: received.message ?? '' },
  });
}
