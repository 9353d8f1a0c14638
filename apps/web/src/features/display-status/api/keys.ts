/** The one query-key factory of a display's screen status (screenshot, plays) and the company's alert delay. */
export const displayStatusKeys = {
  all: ['displayStatus'] as const,
  screenshot: (displayId: string) => ['displayStatus', 'screenshot', displayId] as const,
  plays: (displayId: string, tz: string) => ['displayStatus', 'plays', displayId, tz] as const,
  alerts: () => ['displayStatus', 'alerts'] as const,
};
