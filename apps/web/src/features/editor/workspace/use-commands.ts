import type { DesignElement } from '@plakat/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Alignment,
  type DistributeAxis,
  type NewElementKind,
  type ZOrderMove,
  addElement,
  alignElements,
  canUngroup,
  changeZOrder,
  copyPayload,
  distributeElements,
  duplicateElements,
  findElement,
  groupElements,
  moveElements,
  newClock,
  newDate,
  newId,
  newImage,
  newLine,
  newQr,
  newShape,
  newText,
  pasteElements,
  removeElements,
  selectableIds,
  ungroupElement,
} from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

/** Paste checks what it reads with the document's schema (zod): loaded when first used. */
const clipboardReader = () => import('../model/clipboard-read.ts');

/** Whether a #rrggbb(aa) colour is dark (relative luminance below a half). */
function isDark(color: string) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

/** Elements that may be changed: a locked one stays where it is (it can still be unlocked in the layers panel). */
const unlockedIds = (state: DesignState) =>
  state.selected.filter((id) => !findElement(state.slide.elements, id)?.locked);

/**
 * What the toolbar, the panels and the keyboard do to the document: each is one undo step (arrow-key nudges merge
 * into one) and selects what it made. Copy and paste go through the system clipboard as JSON, so a design's elements
 * paste into another design (or tab).
 */
export function useCommands(state: DesignState) {
  const { t, i18n } = useTranslation('designEditor');
  const artboard = { width: state.doc.width, height: state.doc.height };
  // New text reads on the background: white on a dark one, near-black on a light one.
  const ink = isDark(state.doc.background.color) ? '#ffffff' : '#111111';
  const make = (kind: Exclude<NewElementKind, 'image'>, taken: Set<string>): DesignElement => {
    const ctx = { artboard, taken };
    switch (kind) {
      case 'text':
        return newText(ctx, t('defaults.text'), ink);
      case 'rectangle':
      case 'ellipse':
        return newShape(ctx, kind);
      case 'line':
        return newLine(ctx);
      case 'clock':
        return newClock(ctx, ink);
      case 'date':
        return newDate(ctx, i18n.language === 'de' ? 'de' : 'en', ink);
      case 'qr':
        return newQr(ctx, t('defaults.qr'));
    }
  };
  // Each paste of the same copy lands 20 px further.
  const pastes = useRef(0);

  return {
    add(kind: Exclude<NewElementKind, 'image'>) {
      state.apply((elements, taken) => {
        const element = make(kind, taken);
        return { elements: addElement(elements, element), select: [element.id] };
      });
    },
    addImage(mediaId: string, size: { width: number; height: number } | undefined) {
      state.apply((elements, taken) => {
        const element = newImage({ artboard, taken }, mediaId, size);
        return { elements: addElement(elements, element), select: [element.id] };
      });
    },
    remove() {
      const ids = unlockedIds(state);
      if (ids.length === 0) return;
      state.apply((elements) => ({ elements: removeElements(elements, ids), select: [] }));
    },
    nudge(dx: number, dy: number) {
      const ids = unlockedIds(state);
      if (ids.length > 0) state.apply((elements) => moveElements(elements, ids, dx, dy), 'nudge');
    },
    duplicate() {
      const ids = state.selected;
      if (ids.length === 0) return;
      state.apply((elements, taken) => {
        const copies = duplicateElements(elements, ids, taken);
        return { elements: copies.elements, select: copies.ids };
      });
    },
    async copy() {
      const payload = copyPayload(state.slide.elements, state.selected);
      if (payload) await navigator.clipboard?.writeText(JSON.stringify(payload)).catch(() => undefined);
      pastes.current = 0;
    },
    async paste() {
      const [{ readPayload }, text] = await Promise.all([
        clipboardReader(),
        navigator.clipboard?.readText().catch(() => null),
      ]);
      const payload = text ? readPayload(text) : null;
      if (!payload) return;
      pastes.current += 1;
      state.apply((elements, taken) => {
        const pasted = pasteElements(elements, payload, taken, pastes.current);
        return { elements: pasted.elements, select: pasted.ids };
      });
    },
    selectAll() {
      state.setSelected(selectableIds(state.slide.elements));
    },
    align(alignment: Alignment) {
      const ids = state.selected;
      state.apply((elements) => alignElements(elements, ids, alignment, artboard));
    },
    distribute(axis: DistributeAxis) {
      const ids = state.selected;
      state.apply((elements) => distributeElements(elements, ids, axis));
    },
    group() {
      const ids = state.selected;
      if (ids.length < 2) return;
      state.apply((elements, taken) => {
        const grouped = groupElements(elements, ids, newId(taken, 'g'));
        return { elements: grouped.elements, select: grouped.groupId ? [grouped.groupId] : ids };
      });
    },
    ungroup() {
      const [id] = state.selected;
      if (state.selected.length !== 1 || !canUngroup(findElement(state.slide.elements, id))) return;
      state.apply((elements) => {
        const result = ungroupElement(elements, id);
        return { elements: result.elements, select: result.ids };
      });
    },
    order(move: ZOrderMove) {
      const ids = state.selected;
      if (ids.length > 0) state.apply((elements) => changeZOrder(elements, ids, move));
    },
  };
}
export type Commands = ReturnType<typeof useCommands>;
