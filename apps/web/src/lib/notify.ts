import { App, message as staticMessage } from 'antd';
import { useEffect } from 'react';

/**
 * Toasts that work outside React (api-client, query cache). Inside the app they go through the message instance of
 * antd's <App>, so they follow the theme and the locale; before that is mounted the static API is used.
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

function show(kind: Kind, text: string, options: Options = {}) {
  if (!text) return;
  const api = holder ?? staticMessage;
  void api.open({ type: kind, content: text, key: options.key, duration: options.duration ?? (kind === 'error' ? 5 : 3) });
}

export const notify = {
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
  warning: (text: string, options?: Options) => show('warning', text, options),
  info: (text: string, options?: Options) => show('info', text, options),
};

/** Rendered once inside antd's <App>; hands its message instance to `notify`. */
export function NotifyHolder() {
  const { message } = App.useApp();
  useEffect(() => {
    holder = message;
    return () => {
      if (holder === message) holder = null;
    };
  }, [message]);
  return null;
}
