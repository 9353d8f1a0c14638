/** /dashboard/notification-canter: the notification center page (app/router.tsx loads it with its texts). */
export const notificationCenterPage = () =>
  import('./routes/notification-center-page.tsx').then((m) => m.NotificationCenterPage);
/** The bell's popover content (the latest ten), loaded when the bell is first pointed at or opened. */
export const bellPopover = () => import('./components/bell-popover.tsx').then((m) => m.BellPopover);
