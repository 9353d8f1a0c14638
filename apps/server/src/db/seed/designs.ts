import { type DesignDocument, countElements } from '@plakat/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { designRevisions, designs, users } from '../schema/index.ts';
import { daysAgo } from './days-ago.ts';
import { demoDesignTemplates } from './demo-data/design-templates.ts';

/**
 * The demo company's designs (issue 24): the eight templates (menu board, opening hours, promotion, welcome screen,
 * each landscape and portrait; German names, as the company is in Berlin) and two designs started from them. The
 * server never renders, so they have no thumbnail until someone opens and saves them (the list shows their size).
 */
export async function seedDemoDesigns(tx: Db, opts: { companyId: string; ownerEmail: string; now: number }) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, opts.ownerEmail));
  const add = async (name: string, document: DesignDocument, isTemplate: boolean, age: number) => {
    const at = daysAgo(age, opts.now);
    const [design] = await tx
      .insert(designs)
      .values({
        companyId: opts.companyId,
        name,
        width: document.width,
        height: document.height,
        orientation: document.orientation,
        isTemplate,
        createdBy: owner?.id,
        updatedBy: owner?.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: designs.id });
    const json = JSON.stringify(document);
    const [revision] = await tx
      .insert(designRevisions)
      .values({
        designId: design.id,
        number: 1,
        document,
        byteSize: Buffer.byteLength(json),
        elementCount: countElements(document.slides).elements,
        createdBy: owner?.id,
        createdAt: at,
      })
      .returning({ id: designRevisions.id });
    await tx.update(designs).set({ draftRevisionId: revision.id }).where(eq(designs.id, design.id));
  };
  for (const [index, template] of demoDesignTemplates.entries())
    await add(template.name.de, template.document, true, 30 + index);
  const welcome = demoDesignTemplates.find((t) => t.name.en.startsWith('Welcome screen (landscape'));
  const hours = demoDesignTemplates.find((t) => t.name.en.startsWith('Opening hours (portrait'));
  if (welcome) await add('Foyer Willkommen', welcome.document, false, 3);
  if (hours) await add('Öffnungszeiten Eingang', hours.document, false, 1);
}
