import type { MessageInstance } from 'antd/es/message/interface';
import { describe, expect, it, vi } from 'vitest';

const { attachMessageApi, isHolderWanted, notify, subscribeHolderWanted } = await import('./notify.ts');

describe('notify', () => {
  it('asks for the holder only with the first toast, which waits for it and shows once it is attached', () => {
    const asked = vi.fn();
    const unsubscribe = subscribeHolderWanted(asked);
    // Loading the app asks for nothing: the holder's code is no part of a page's first load.
    expect(isHolderWanted()).toBe(false);

    notify.success('Saved');
    notify.error(() => 'Made when shown');
    expect(isHolderWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    const open = vi.fn();
    const detach = attachMessageApi({ open } as unknown as MessageInstance);
    expect(open.mock.calls.map(([args]) => [args.type, args.content])).toEqual([
      ['success', 'Saved'],
      ['error', 'Made when shown'],
    ]);
    notify.info('Direct');
    expect(open).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'info', content: 'Direct' }));
    detach();
    unsubscribe();
  });
});
