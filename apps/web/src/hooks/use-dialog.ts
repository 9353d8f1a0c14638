import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which of a panel's dialogs is open (its name, or what it acts on). The dialogs mount only while open, so antd cannot
 * hand the focus back when one closes: this does, to the control that opened it (keyboard users continue where they
 * were). `open` and `close` keep their identity across renders.
 */
export function useDialog<T>() {
  const [dialog, setDialog] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (dialog !== null || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    if (target.isConnected) target.focus();
  }, [dialog]);
  const open = useCallback((next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  }, []);
  const close = useCallback(() => setDialog(null), []);
  return { dialog, open, close };
}
