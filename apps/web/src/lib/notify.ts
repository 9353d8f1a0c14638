import { App, message as staticMessage } from 'antd';
import { useEffect } from 'react';

/**
 * Toasts that work outside React (api-client, query cache). They go through the message instance of antd's <App>, so
 * they follow the theme and the locale. Toasts asked for before it is mounted (a request started at boot that ends
 * the session, say) wait for it; only where no <App> ever mounts does the static API show them.
 */
type MessageInstance = ReturnType<typeof App.useApp>['message'];
let holder: MessageInstance | null = null;

type Kind = 'success' | 'error' | 'warning' | 'info';
type Options = {
  /** Toasts with the same key replace each other instead of stacking (e.g. one 'session expired' for many calls). */
  key?: string;
  /** Seconds; antd's default is 3. */
  duration?: number;
};

/**
 * The text, or a function that makes it when the toast shows: a toast asked for at boot (a session that ended before
 * the first render) waits for the <App>, which mounts once the reader's texts have loaded (lib/i18n.ts).
 */
type Text = string | (() => string);
type Toast = { kind: Kind; text: Text; options: Options };
let waiting: Toast[] = [];
let waitingTimer: ReturnType<typeof setTimeout> | undefined;
/** How long toasts wait for the <App> before the static API shows them. */
const HOLDER_WAIT_MS = 3000;

function open(api: MessageInstance | typeof staticMessage, { kind, text, options }: Toast) {
  const content = typeof text === 'function' ? text() : text;
  if (!content) return;
  void api.open({
    type: kind,
    content,
    key: options.key,
    duration: options.duration ?? (kind === 'error' ? 5 : 3),
  });
}

function flushWaiting(api: MessageInstance | typeof staticMessage) {
  clearTimeout(waitingTimer);
  waitingTimer = undefined;
  const toasts = waiting;
  waiting = [];
  for (const toast of toasts) open(api, toast);
}

function show(kind: Kind, text: Text, options: Options = {}) {
  if (!text) return;
  if (holder) return open(holder, { kind, text, options });
  waiting.push({ kind, text, options });
  waitingTimer ??= setTimeout(() => flushWaiting(staticMessage), HOLDER_WAIT_MS);
}

export const notify = {
  success: (text: Text, options?: Options) => show('success', text, options),
  error: (text: Text, options?: Options) => show('error', text, options),
  warning: (text: Text, options?: Options) => show('warning', text, options),
  info: (text: Text, options?: Options) => show('info', text, options),
};

/** Rendered once inside antd's <App>; hands its message instance to `notify`. */
export function NotifyHolder() {
  const { message } = App.useApp();
  useEffect(() => {
    holder = message;
    flushWaiting(message);
    return () => {
      if (holder === message) holder = null;
    };
  }, [message]);
  return null;
}
