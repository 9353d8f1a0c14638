import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The download: whatever bytes the test names (no server).
const served = vi.hoisted(() => ({ bytes: new Uint8Array() }));
vi.mock('./api.ts', () => ({ request: async () => new Response(served.bytes) }));
const { blobOf, cachedBytes, ensureFile } = await import('./media-cache.ts');

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
});

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const manifestFile = (sha256: string, size: number) => ({
  id: '3f2d1c4e-0000-4000-8000-000000000001',
  sha256,
  size,
  mime: 'image/png',
  url: '/api/player/displays/d/files/f?v=1',
});

describe('ensureFile', () => {
  it('keeps a file whose bytes match the manifest’s SHA-256, and counts its bytes', async () => {
    served.bytes = new Uint8Array([1, 2, 3, 4]);
    const sha = hex(served.bytes);
    expect(await ensureFile(manifestFile(sha, 4), 'credential')).toBe('ok');
    const blob = await blobOf(sha);
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(served.bytes);
    expect(cachedBytes()).toBe(4);
  });

  it('never keeps a file whose bytes do not match: it cannot be played, and the caller reports it', async () => {
    served.bytes = new Uint8Array([9, 9, 9]);
    const claimed = hex(new Uint8Array([1, 1, 1]));
    expect(await ensureFile(manifestFile(claimed, 3), 'credential')).toBe('mismatch');
    expect(await blobOf(claimed)).toBeNull();
    expect(cachedBytes()).toBe(0);
  });
});
