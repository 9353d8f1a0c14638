/** Resolves in a task of its own (after the browser has had its turn). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let frame: Promise<typeof import('./start.tsx')> | undefined;

/**
 * The start's steps after the entry (main.tsx), each run by the browser in a task of its own, so that none blocks the
 * page for long: React DOM's client (react-dom-client.ts), then antd's core with the providers, the root layout and
 * the guards (start.tsx, the 'frame' chunk). All are preloaded by index.html. The router's lazy root layout and guards
 * come through here too: imported on their own, they would run React DOM and the frame in one task. A module that is
 * already loaded runs in the same task as the import() that asks for it, hence the waits between the steps.
 */
export function loadFrame(): Promise<typeof import('./start.tsx')> {
  frame ??= nextTask()
    .then(() => import('./react-dom-client.ts'))
    .then(nextTask)
    .then(() => import('./start.tsx'));
  return frame;
}
