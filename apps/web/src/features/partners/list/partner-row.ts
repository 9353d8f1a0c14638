import type { ApiAnswer } from '../../../lib/api-client.ts';

/** One row of the partner list, as GET /api/partners answers it. */
export type PartnerRow = ApiAnswer<'/api/partners'>['items'][number];
