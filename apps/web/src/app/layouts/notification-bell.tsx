import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNotificationTexts } from '../../lib/i18n.ts';
import { useUnreadCount } from '../../lib/notifications/queries.ts';
import { notify } from '../../lib/notify.ts';

type BellPopover = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }>;

/** The popover and its texts load when the bell is first pointed at, focused or clicked (not with the shell). */
let loading: Promise<BellPopover> | null = null;
const loadPopover = () => {
  loading ??= Promise.all([
    import('../../features/notifications/index.ts').then((m) => m.bellPopover()),
    loadNotificationTexts(),
  ]).then(([popover]) => popover);
  return loading;
};

const toastLength = 120;
/** How long after the page's first render its live stream opens. */
const liveDelayMs = 3000;
const short = (text: string) => (text.length > toastLength ? `${text.slice(0, toastLength - 1)}…` : text);

/**
 * The tab's live notification stream while the bell is shown (its code loads after the page, not with the shell); a
 * new notice shows a small toast.
 */
function useLiveNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notificationBell');
  const tRef = useRef(t);
  tRef.current = t;
  useEffect(() => {
    let leave: (() => void) | null = null;
    let left = false;
    const join = () =>
      import('../../lib/notifications/live.ts').then(({ joinNotificationStream }) => {
        if (left) return;
        leave = joinNotificationStream(queryClient, (item) =>
          notify.info(() => tRef.current('newNotification', { message: short(item.message) }), {
            key: 'notification-arrived',
          }),
        );
      });
    // The stream starts once the page has settled: it is no part of what a page needs to show (the bundle budget),
    // and nothing is missed meanwhile, as an opened stream first sends the unread count and the lists are re-read.
    const timer = setTimeout(() => void join(), liveDelayMs);
    return () => {
      left = true;
      clearTimeout(timer);
      leave?.();
    };
  }, [queryClient]);
}

/**
 * The bell in the top bar (issue 23): the unread count as a badge; a click opens the latest ten (the popover,
 * features/notifications) with a link to the center. Kept small: the shell loads it on every page.
 */
export function NotificationBell({ compact }: { compact: boolean }) {
  const { t } = useTranslation('notificationBell');
  const count = useUnreadCount().data ?? 0;
  const [Popover, setPopover] = useState<BellPopover | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLiveNotifications();

  const prepare = () => {
    if (Popover) return;
    void loadPopover().then((loaded) => {
      refocus.current = document.activeElement === button.current;
      setPopover(() => loaded);
    });
  };
  // Wrapping the button in the popover mounts it again: the focus stays on the bell.
  useEffect(() => {
    if (Popover && refocus.current) button.current?.focus();
  }, [Popover]);

  const label = count > 0 ? t('notificationsUnread', { count }) : t('notifications');
  const bell = (
    <Button
      ref={button}
      type="text"
      aria-label={label}
      aria-expanded={open}
      data-testid="notification-bell"
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        // Once loaded, the popover opens and closes itself on a click.
        if (Popover) return;
        prepare();
        setOpen(true);
      }}
      icon={
        <span className="plakat-bell">
          <BellOutlined aria-hidden style={{ fontSize: compact ? 16 : 18 }} />
          {count > 0 && (
            <span className="plakat-bell-count" title={String(count)} aria-hidden>
              {count > 99 ? '99+' : count}
            </span>
          )}
        </span>
      }
    />
  );
  return Popover ? (
    <Popover open={open} onOpenChange={setOpen}>
      {bell}
    </Popover>
  ) : (
    bell
  );
}
