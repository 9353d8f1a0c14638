/**
 * The server's clock as the screen knows it (issue 25): every heartbeat measures the offset (the server's time at the
 * middle of the round trip against the local clock), so screens side by side show the same item at the same moment
 * even when their own clocks drift. Until the first heartbeat, a response's Date header gives a coarse offset.
 */
let offsetMs = 0;
let measured = false;

export const serverNow = () => Date.now() + offsetMs;
export const clockOffsetMs = () => offsetMs;

/** From a heartbeat: the server's time and when the request was sent and answered (local epoch ms). */
export function measureOffset(serverTime: number, sentAt: number, answeredAt: number) {
  offsetMs = Math.round(serverTime - (sentAt + answeredAt) / 2);
  measured = true;
}

/** From a response's Date header (seconds only): used until a heartbeat measures better. */
export function roughOffset(dateHeader: string | null) {
  if (measured || !dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isFinite(server) && Math.abs(server - Date.now()) > 2000) offsetMs = server - Date.now();
}
