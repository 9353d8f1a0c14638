import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { displayKeys, refreshAfterShutdown, refreshDisplays, refreshDisplaysBesidesWizard } from './keys.ts';

function cacheWithDisplays() {
  const client = new QueryClient();
  const keys = [
    displayKeys.list({ page: 2 }),
    displayKeys.partnerList({}),
    displayKeys.detail('d1'),
    displayKeys.partners('d1'),
    displayKeys.draftLimit(),
    displayKeys.edit('d1'),
  ];
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.slice(1, 2)[0]);
  return { client, invalidated };
}

describe('display cache refresh', () => {
  it('after a display change refreshes everything about displays', async () => {
    const { client, invalidated } = cacheWithDisplays();
    await refreshDisplays(client);
    expect(invalidated()).toEqual(['list', 'partnerList', 'detail', 'partners', 'draftLimit', 'edit']);
  });

  it('after a wizard save leaves the open wizard its own edit data', async () => {
    const { client, invalidated } = cacheWithDisplays();
    await refreshDisplaysBesidesWizard(client);
    expect(invalidated()).toEqual(['list', 'partnerList', 'detail', 'partners', 'draftLimit']);
  });

  it('after a shutdown drops the queries of the shut-down displays (fetching them answers 404), refreshes the rest', async () => {
    const { client, invalidated } = cacheWithDisplays();
    client.setQueryData(displayKeys.detail('d2'), { cached: true });
    await refreshAfterShutdown(client, ['d1']);
    for (const key of [displayKeys.detail('d1'), displayKeys.partners('d1'), displayKeys.edit('d1')])
      expect(client.getQueryState(key)).toBeUndefined();
    expect(invalidated()).toEqual(['list', 'partnerList', 'draftLimit']);
    expect(client.getQueryState(displayKeys.detail('d2'))?.isInvalidated).toBe(true);
  });
});
