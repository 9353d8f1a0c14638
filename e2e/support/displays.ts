import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { e2e } from '../../playwright.config.ts';

/** Display helpers of the display journeys: completed test displays made through the wizard API. */

export type General = {
  accessibility: 'public' | 'private';
  location: 'external' | 'internal';
  shareOptions: 'share' | 'notShare' | 'restricted';
};
export type Created = { id: string; onlineId: number; title: string };

const base = e2e.baseURL;

/** A translated text with its {{placeholders}} filled in, as i18next does ('{{count}} displays' → '2 displays'). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in '${text}'`);
    return String(values[name]);
  });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/**
 * A completed, active display of the caller's company, created step by step through the wizard API, titled
 * 'E2E <tag> <time>'. `track` gets the id as soon as the draft exists, so a test can shut it down even when a later
 * step fails. `texts` replaces the short description and keywords.
 */
export async function createCompletedDisplay(
  request: APIRequestContext,
  token: string,
  tag: string,
  general: General,
  track: (id: string) => void,
  texts: { description: string; keywords: string[] } = {
    description: 'Created by the display state journeys',
    keywords: ['e2e'],
  },
): Promise<Created> {
  const headers = bearer(token);
  const title = `E2E ${tag} ${Date.now().toString(36)}`;
  const created = await request.post(`${base}/api/displays`, {
    headers,
    data: { title, ...texts, ...general },
  });
  expect(created.status(), 'create draft').toBe(201);
  const { id, onlineId } = (await created.json()) as { id: string; onlineId: number };
  track(id);
  const step = async (name: string, data: unknown) => {
    const res = await request.put(`${base}/api/displays/${id}/steps/${name}`, { headers, data });
    expect(res.status(), `step ${name}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { status: string };
  };
  const upload = async (kind: 'location' | 'placeholder', buffer: Buffer) => {
    const res = await request.post(`${base}/api/displays/${id}/media?kind=${kind}`, {
      headers,
      multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer } },
    });
    expect(res.status(), `upload ${kind}`).toBe(201);
  };
  await step('specifications', {
    displayType: 'LCDScreen',
    model: 'E2E-1',
    serialNumber: `SN-${onlineId}`,
    sound: false,
    alignment: 'horizontal',
    sizeInches: 55,
    resolution: 'FullHD',
    availability: { mon: [8, 9, 10] },
  });
  await upload('location', await png(40, 90, 160));
  await step('location', {
    street: 'Friedrichstraße',
    houseNumber: '1',
    postcode: '10117',
    town: 'Berlin',
    district: 'Mitte',
    federalState: 'DE-BE',
    country: 'DE',
    placement: 'indoor',
    locationDescription: 'E2E',
    latitude: 52.52,
    longitude: 13.39,
  });
  await upload('placeholder', await png(160, 90, 40));
  await step('valuation', { visibilityRate: 3, visitorCount: 3, priceCredits: 2, peakTimes: { mon: 2 } });
  const done = await step('player', {
    isActive: true,
    email: 'player-e2e@example.com',
    repeatEmail: 'player-e2e@example.com',
  });
  expect(done.status).toBe('completed');
  return { id, onlineId, title };
}

/** Shuts the displays down through the API (clean-up; 200 expected). */
export async function shutDown(request: APIRequestContext, token: string, ids: string[]) {
  if (ids.length === 0) return;
  const res = await request.patch(`${base}/api/displays/shutdown`, {
    headers: bearer(token),
    data: { displayIds: ids },
  });
  expect(res.status(), 'shut down the test displays').toBe(200);
}
