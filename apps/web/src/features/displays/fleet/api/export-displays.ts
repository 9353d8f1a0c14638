import { api } from '../../../../lib/api-client.ts';
import type { OwnDisplayFilter } from '../../search/lib/filters.ts';
import { toFleetRequest } from '../lib/fleet-request.ts';

/**
 * POST /api/displays/export: the search as CSV in the reader's language (the client adds `lang`), through the API
 * client so the login's token, its refresh and the end of a session apply as to every call; a failure throws.
 */
export async function exportDisplays(filters: OwnDisplayFilter): Promise<{ blob: Blob; fileName: string }> {
  const { query, body } = toFleetRequest(filters);
  const { data, response } = await api.POST('/api/displays/export', { params: { query }, body, parseAs: 'blob' });
  if (!data) throw new Error('empty export');
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: data, fileName: fileName ?? 'displays.csv' };
}

/** Saves a file the browser has in memory under its name (a link with `download`, clicked once). */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Chromium reads the URL after the click's task; revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
