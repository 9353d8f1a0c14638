import { afterEach, describe, expect, it, vi } from 'vitest';
import { type EarlyAnswer, takeEarlyAnswer } from './early-answer.ts';

const url = 'http://localhost/api/users/profile?lang=de';
const request = (address = url, token = 'token-1', method = 'GET') =>
  new Request(address, { method, headers: { authorization: `Bearer ${token}` } });

function earlyAnswer(response: Promise<Response>): { window: { plakatEarlyAnswer?: EarlyAnswer } } {
  const page = { plakatEarlyAnswer: { url, token: 'token-1', response } };
  vi.stubGlobal('window', page);
  return { window: page };
}

afterEach(() => vi.unstubAllGlobals());

describe('takeEarlyAnswer', () => {
  it('hands the early answer to the first call of its URL with its token, once', async () => {
    const answer = new Response('{}', { status: 200 });
    earlyAnswer(Promise.resolve(answer));
    expect(await takeEarlyAnswer(request())).toBe(answer);
    expect(takeEarlyAnswer(request())).toBeNull();
  });

  it('leaves other calls to the network', () => {
    const { window } = earlyAnswer(Promise.resolve(new Response('{}')));
    expect(takeEarlyAnswer(request('http://localhost/api/users/profile?lang=en'))).toBeNull();
    expect(takeEarlyAnswer(request(url, 'token-2'))).toBeNull();
    expect(takeEarlyAnswer(request(url, 'token-1', 'POST'))).toBeNull();
    expect(window.plakatEarlyAnswer).toBeDefined();
  });

  it('asks again when the early request got no answer', async () => {
    earlyAnswer(Promise.reject(new TypeError('Failed to fetch')));
    const again = new Response('{"ok":true}');
    const fetch = vi.fn(async () => again);
    vi.stubGlobal('fetch', fetch);
    expect(await takeEarlyAnswer(request())).toBe(again);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('answers null without an early request or a window', () => {
    expect(takeEarlyAnswer(request())).toBeNull();
    vi.stubGlobal('window', {});
    expect(takeEarlyAnswer(request())).toBeNull();
  });
});
