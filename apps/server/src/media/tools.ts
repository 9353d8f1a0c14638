import { chmodSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type Binaries = { ffprobe: string; ffmpeg: string };
let cached: { key: string; value: Binaries } | null = null;

/**
 * The ffprobe/ffmpeg binaries: FFPROBE_PATH/FFMPEG_PATH, else the bundled installers. The installers' files may lack
 * the execute bit for other users (npm as root): we try to add it once and carry on if we may not.
 */
export function mediaBinaries(config: { ffprobePath?: string; ffmpegPath?: string }): Binaries {
  const key = `${config.ffprobePath ?? ''}|${config.ffmpegPath ?? ''}`;
  if (cached?.key === key) return cached.value;
  const value = {
    ffprobe: config.ffprobePath ?? (require('@ffprobe-installer/ffprobe') as { path: string }).path,
    ffmpeg: config.ffmpegPath ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path,
  };
  for (const binary of [value.ffprobe, value.ffmpeg]) {
    try {
      const mode = statSync(binary).mode;
      if ((mode & 0o111) !== 0o111) chmodSync(binary, mode | 0o111);
    } catch {
      // Not ours to change (or a name on PATH): the call itself will tell.
    }
  }
  cached = { key, value };
  return value;
}
