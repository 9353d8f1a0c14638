import type { DesignDocument, DesignElement } from '@plakat/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  type Elements,
  type History,
  canRedo,
  canUndo,
  cancelPreview,
  commit,
  createHistory,
  editSlide,
  endGesture,
  findElement,
  preview,
  redo,
  takenIds,
  undo,
} from '../model/index.ts';

/** One change of the slide's elements: answers the next elements and, where it makes new ones, what to select. */
export type ElementEdit = (elements: Elements, taken: Set<string>) => DesignElement[] | ElementEditResult;
export type ElementEditResult = { elements: DesignElement[]; select?: string[] };

/**
 * The editor's document state: the undo history of documents (model/history.ts), the slide shown and the selection.
 * Every change goes through `apply` (one undo step, or merged by a gesture key), `applyDocument` (background, size,
 * slides) or `previewElements` (a drag in progress); `replace` swaps the document without a step (a reload).
 */
export function useDesignState(initial: DesignDocument) {
  const [history, setHistoryState] = useState<History<DesignDocument>>(() => createHistory(initial));
  // The latest history, also between a change and the render it causes: a change computes from it synchronously.
  const latest = useRef(history);
  const setHistory = useCallback((change: (current: History<DesignDocument>) => History<DesignDocument>) => {
    latest.current = change(latest.current);
    setHistoryState(latest.current);
  }, []);
  const [slideIndex, setSlideIndex] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const doc = history.present;
  const slide = doc.slides[Math.min(slideIndex, doc.slides.length - 1)];

  const apply = useCallback(
    (edit: ElementEdit, gesture: string | null = null) => {
      let select: string[] | undefined;
      setHistory((current) => {
        const base = current.previewBase ?? current.present;
        const target = base.slides[Math.min(slideIndex, base.slides.length - 1)];
        const taken = takenIds(base);
        const next = editSlide(base, target.id, (elements) => {
          const result = edit(elements, taken);
          if (Array.isArray(result)) return result;
          select = result.select;
          return result.elements;
        });
        return commit(current, next, gesture);
      });
      if (select) setSelected(select);
    },
    [slideIndex, setHistory],
  );

  const applyDocument = useCallback(
    (change: (doc: DesignDocument) => DesignDocument, gesture: string | null = null) => {
      setHistory((current) => commit(current, change(current.previewBase ?? current.present), gesture));
    },
    [setHistory],
  );

  const previewElements = useCallback(
    (edit: (elements: Elements) => DesignElement[]) => {
      setHistory((current) => {
        const base = current.previewBase ?? current.present;
        const target = base.slides[Math.min(slideIndex, base.slides.length - 1)];
        return preview(current, editSlide(base, target.id, edit));
      });
    },
    [slideIndex, setHistory],
  );

  const selection = useMemo(
    () => selected.map((id) => findElement(slide.elements, id)).filter((e): e is DesignElement => e !== null),
    [selected, slide],
  );

  return {
    doc,
    slide,
    slideIndex: Math.min(slideIndex, doc.slides.length - 1),
    setSlideIndex: (index: number) => {
      setSlideIndex(index);
      setSelected([]);
    },
    selected,
    selection,
    setSelected,
    apply,
    applyDocument,
    previewElements,
    cancelPreview: () => setHistory(cancelPreview),
    endGesture: () => setHistory(endGesture),
    undo: () => setHistory(undo),
    redo: () => setHistory(redo),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    /** Swaps the document without an undo step (the server's copy after a reload). */
    replace: (next: DesignDocument) => {
      setHistory(() => createHistory(next));
      setSelected([]);
    },
  };
}
export type DesignState = ReturnType<typeof useDesignState>;
