import type { z } from 'zod';
import { errorResponse } from '@plakat/shared';

const declared = new WeakSet<object>();

/**
 * An error answer a route produces beyond the ones derived for every route (plugins/openapi-operation.ts): the
 * shared `{ message, errors?, code? }` body with this route's reason, e.g. `409: errorAnswer('The display is
 * locked')` in `schema.response`. The description becomes the answer's description in the OpenAPI document.
 * `body`: the shared body with facts of the route's own (the editor's 409 names the current revision); the answer
 * keeps them (the serializer follows this schema), the document names them in the description and shows ApiError.
 */
export function errorAnswer(
  description: string,
  body: z.ZodType<z.infer<typeof errorResponse>> = errorResponse,
): z.ZodType<z.infer<typeof errorResponse>> {
  const schema = body.describe(description);
  declared.add(schema);
  return schema;
}

/** Whether a route's response schema was made by `errorAnswer` (documented as the shared ApiError component). */
export const isErrorAnswer = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && declared.has(schema);
