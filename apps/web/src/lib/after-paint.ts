/**
 * Runs `callback` in a task after the browser has painted the current frame (a frame callback, then a task), so work
 * that the first picture does not need stays out of the task that draws it. Answers a function that cancels it.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
