/** Speed and time left of one upload, smoothed over the last seconds so the numbers do not jump with each chunk. */
export type Rate = { bytesPerSecond: number | null; secondsLeft: number | null };

type Sample = { at: number; sent: number };

/** Keeps the samples of the last `windowMs` and answers the speed over them. */
export function rateMeter(windowMs = 3000) {
  let samples: Sample[] = [];
  return {
    add(sent: number, total: number, at = Date.now()): Rate {
      samples.push({ at, sent });
      samples = samples.filter((s) => at - s.at <= windowMs || s === samples[samples.length - 1]);
      const first = samples[0];
      const seconds = (at - first.at) / 1000;
      if (seconds < 0.2 || sent <= first.sent) return { bytesPerSecond: null, secondsLeft: null };
      const bytesPerSecond = (sent - first.sent) / seconds;
      return { bytesPerSecond, secondsLeft: (total - sent) / bytesPerSecond };
    },
    reset() {
      samples = [];
    },
  };
}
