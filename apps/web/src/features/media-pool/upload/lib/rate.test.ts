import { describe, expect, it } from 'vitest';
import { rateMeter } from './rate.ts';

describe('rateMeter', () => {
  it('answers nothing until it has a fifth of a second of progress', () => {
    const meter = rateMeter();
    expect(meter.add(0, 1000, 0)).toEqual({ bytesPerSecond: null, secondsLeft: null });
    expect(meter.add(10, 1000, 100)).toEqual({ bytesPerSecond: null, secondsLeft: null });
  });

  it('measures the speed over the last seconds and the time left from it', () => {
    const meter = rateMeter(3000);
    meter.add(0, 10_000, 0);
    expect(meter.add(1000, 10_000, 1000)).toEqual({ bytesPerSecond: 1000, secondsLeft: 9 });
    meter.add(2000, 10_000, 2000);
    meter.add(3000, 10_000, 3000);
    // The first sample (0 s) has left the window: 5000 - 1000 bytes in 3 s.
    expect(meter.add(5000, 10_000, 4000)).toEqual({ bytesPerSecond: 4000 / 3, secondsLeft: 5000 / (4000 / 3) });
  });
});
