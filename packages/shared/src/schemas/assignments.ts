import { z } from 'zod';
import { v } from './common.ts';

/** What can be assigned to a user for one of its roles (spec 02 §2: display assignment, media pool overview). */
export const assignmentResourceTypes = ['display', 'media'] as const;
export type AssignmentResourceType = (typeof assignmentResourceTypes)[number];
export const assignmentLimits = { maxIds: 1000 } as const;

/** `/userAssignedDisplays/userId={userId}/roleId={roleId}/resourceType={type}` */
export const assignmentParams = z.strictObject({
  userId: z.uuid({ error: v.invalid }),
  roleId: z.uuid({ error: v.invalid }),
  resourceType: z.enum(assignmentResourceTypes, { error: v.invalid }),
});
/** The whole set that is to be assigned afterwards (replaces the role's assignments of that type for the user). */
export const assignmentBody = z.strictObject({
  ids: z.array(z.uuid({ error: v.invalid }), { error: v.required }).max(assignmentLimits.maxIds, v.invalid),
});
export type AssignmentBody = z.infer<typeof assignmentBody>;
export const assignedResource = z.object({
  id: z.string(),
  onlineId: z.number(),
  name: z.string().describe("A display's title or a media file's name"),
  infoAccess: z.enum(['public', 'private']).nullable().describe("A media file's access level (null for displays)"),
});
export const assignmentResponse = z.object({ items: z.array(assignedResource) });
export type AssignmentResponse = z.infer<typeof assignmentResponse>;
