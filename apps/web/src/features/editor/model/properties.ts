import { type DesignElement, designLimits } from '@plakat/shared';
import { type Elements, updateElement } from './tree.ts';

/** The layers panel's name of an element (empty: the panel names it by its type), trimmed to the limit. */
export const renameElement = (elements: Elements, id: string, name: string): DesignElement[] =>
  updateElement(elements, id, (element) => {
    const next = name.trim().slice(0, designLimits.maxNameLength);
    return element.name === next ? element : { ...element, name: next };
  });

/** A locked element stays where it is: the canvas does not select, drag or transform it (the layers panel does). */
export const setLocked = (elements: Elements, id: string, locked: boolean): DesignElement[] =>
  updateElement(elements, id, (element) => (element.locked === locked ? element : { ...element, locked }));

/** A hidden element is not drawn, not exported and not published; the layers panel still lists it. */
export const setVisible = (elements: Elements, id: string, visible: boolean): DesignElement[] =>
  updateElement(elements, id, (element) => (element.visible === visible ? element : { ...element, visible }));

/** Select all: the slide's own elements (a group as one) that are visible and not locked, in z-order. */
export const selectableIds = (elements: Elements): string[] =>
  elements.filter((element) => element.visible && !element.locked).map((element) => element.id);
