import { describe, expect, it, vi } from 'vitest';
import { openEventStream } from './event-stream.ts';

/** A stand-in EventSource: the test fires its open, message and error events. */
class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: Event) => void>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: Event) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown, id: string) {
    this.listeners.get(name)?.({ data: JSON.stringify(data), lastEventId: id } as unknown as Event);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('openEventStream', () => {
  it('hands on the messages and reconnects with a new ticket and the last id, waiting longer each time', async () => {
    FakeSource.opened = [];
    let tickets = 0;
    const waits: number[] = [];
    const pending: (() => void)[] = [];
    const seen = vi.fn();
    const stop = openEventStream({
      ticket: async () => `t${++tickets}`,
      url: (ticket, last) => `/stream?ticket=${ticket}${last ? `&lastEventId=${last}` : ''}`,
      on: { notification: seen },
      EventSource: FakeSource as unknown as typeof EventSource,
      wait: (ms, run) => {
        waits.push(ms);
        pending.push(run);
        return () => {};
      },
    });
    await flush();
    const first = FakeSource.opened[0];
    expect(first?.url).toBe('/stream?ticket=t1');
    first?.emit('notification', { id: 'n1' }, '42');
    expect(seen).toHaveBeenCalledWith({ id: 'n1' });

    first?.onerror?.(new Event('error'));
    expect(first?.closed).toBe(true);
    pending.shift()?.();
    await flush();
    expect(FakeSource.opened[1]?.url).toBe('/stream?ticket=t2&lastEventId=42');
    FakeSource.opened[1]?.onerror?.(new Event('error'));
    expect(waits).toEqual([1000, 2000]);

    stop();
    pending.shift()?.();
    await flush();
    expect(FakeSource.opened).toHaveLength(2);
  });

  it('stops trying when told the session is over', async () => {
    FakeSource.opened = [];
    const wait = vi.fn(() => () => {});
    openEventStream({
      ticket: () => Promise.reject(new Error('419')),
      url: () => '/stream',
      on: {},
      retry: () => false,
      EventSource: FakeSource as unknown as typeof EventSource,
      wait,
    });
    await flush();
    expect(wait).not.toHaveBeenCalled();
    expect(FakeSource.opened).toHaveLength(0);
  });
});
