import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts that work outside React (api-client, query cache). They go through the message instance of <NotifyHolder>
 * (notify-holder.tsx: antd's useMessage inside the ConfigProvider), so they follow the theme and the locale. The
 * holder is loaded and mounted when the first toast is asked for (app/providers.tsx watches `holderWanted`): antd's
 * message code is no part of the JavaScript a page loads and runs before it shows (scripts/check-bundle-budget.mjs).
 * Toasts wait for it; only where it never mounts does the static API show them.
 */
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
 * the first render) waits for the <NotifyHolder>, which mounts once the reader's texts have loaded (lib/i18n.ts).
 */
type Text = string | (() => string);
type Toast = { kind: Kind; text: Text; options: Options };
let waiting: Toast[] = [];
let waitingTimer: ReturnType<typeof setTimeout> | undefined;
/** How long toasts wait for the <NotifyHolder> before the static API shows them. */
const HOLDER_WAIT_MS = 3000;

function open(api: Pick<MessageInstance, 'open'>, { kind, text, options }: Toast) {
  const content = typeof text === 'function' ? text() : text;
  if (!content) return;
  void api.open({
    type: kind,
    content,
    key: options.key,
    duration: options.duration ?? (kind === 'error' ? 5 : 3),
  });
}

function flushWaiting(api: Pick<MessageInstance, 'open'>) {
  clearTimeout(waitingTimer);
  waitingTimer = undefined;
  const toasts = waiting;
  waiting = [];
  for (const toast of toasts) open(api, toast);
}

let textsReady: Promise<unknown> = Promise.resolve();
/** lib/i18n.ts hands over the loading of the reader's texts: the static fallback waits for them. */
export function toastsWaitFor(texts: Promise<unknown>) {
  textsReady = texts.catch(() => undefined);
}

let holderWanted = false;
const holderListeners = new Set<() => void>();

/** Whether a toast has asked for the holder (for useSyncExternalStore). */
export const isHolderWanted = () => holderWanted;

/** Calls `listener` when the first toast asks for the holder; answers the function that unsubscribes. */
export function subscribeHolderWanted(listener: () => void): () => void {
  holderListeners.add(listener);
  return () => holderListeners.delete(listener);
}

function show(kind: Kind, text: Text, options: Options = {}) {
  if (!text) return;
  if (holder) return open(holder, { kind, text, options });
  waiting.push({ kind, text, options });
  if (!holderWanted) {
    holderWanted = true;
    for (const listener of holderListeners) listener();
  }
  waitingTimer ??= setTimeout(() => {
    // Not before the reader's texts are there: a toast asked for at boot would otherwise show its text key.
    void Promise.all([import('./notify-holder.tsx'), textsReady]).then(([m]) => flushWaiting(m.staticMessage));
  }, HOLDER_WAIT_MS);
}

export const notify = {
  success: (text: Text, options?: Options) => show('success', text, options),
  error: (text: Text, options?: Options) => show('error', text, options),
  warning: (text: Text, options?: Options) => show('warning', text, options),
  info: (text: Text, options?: Options) => show('info', text, options),
};

/** The holder's message instance takes over: waiting toasts show now. Answers the function that detaches it. */
export function attachMessageApi(api: MessageInstance): () => void {
  holder = api;
  flushWaiting(api);
  return () => {
    if (holder === api) holder = null;
  };
}
