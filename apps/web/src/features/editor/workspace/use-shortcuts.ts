import { useEffect, useRef } from 'react';
import type { Commands } from './use-commands.ts';
import type { DesignState } from './use-design-state.ts';

/** Typing into a field of a panel, a dialog or the text being edited is not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    !!target.closest('[role="dialog"]'));

/**
 * The editor's keyboard shortcuts (docs/editor.md): Delete/Backspace, arrows (Shift: 10 px), Ctrl/Cmd + C, V, D
 * (duplicate), Z (undo), Shift+Z or Y (redo), A (select all), G (group), Shift+G (ungroup); Escape clears the
 * selection. A run of arrow presses is one undo step, ended when the arrows are let go.
 */
export function useShortcuts(state: DesignState, commands: Commands, enabled: boolean) {
  const latest = useRef({ state, commands });
  latest.current = { state, commands };

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (typing(event.target)) return;
      const { state, commands } = latest.current;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (mod && key === 'z') return run(event.shiftKey ? state.redo : state.undo);
      if (mod && key === 'y') return run(state.redo);
      if (mod && key === 'c') return run(() => void commands.copy());
      if (mod && key === 'v') return run(() => void commands.paste());
      if (mod && key === 'd') return run(commands.duplicate);
      if (mod && key === 'a') return run(commands.selectAll);
      if (mod && key === 'g') return run(event.shiftKey ? commands.ungroup : commands.group);
      if (mod) return;
      if (key === 'delete' || key === 'backspace') return run(commands.remove);
      if (key === 'escape') return run(() => state.setSelected([]));
      const step = event.shiftKey ? 10 : 1;
      const arrows: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      const arrow = arrows[key];
      if (arrow && state.selected.length > 0) run(() => commands.nudge(...arrow));
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key.startsWith('Arrow')) latest.current.state.endGesture();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
