/**
 * The design editor's pure editing operations over the document (no React, no konva). How the canvas uses them:
 * - an element operation takes a slide's elements and answers new ones, the same array when nothing changed; wrap it
 *   in `editSlide(doc, slideId, op)` to get the next document (the same document when nothing changed);
 * - coordinates are artboard pixels; a group's children are relative to the group's top-left corner, and every
 *   operation that moves or sizes children refits their group's box around them (`refitGroups`);
 * - new ids come from `takenIds(doc)` (one set per document, passed to factories, duplicate and paste);
 * - the history gets `preview` on every frame of a drag and one `commit` at its end; arrow-key nudges and typing
 *   commit with a gesture key (`nudge`, `text:<id>`) so a run of them is one undo step.
 */
export * from './align.ts';
export * from './clipboard.ts';
export * from './crop.ts';
export * from './factories.ts';
export * from './geometry.ts';
export * from './grouping.ts';
export * from './history.ts';
export * from './ids.ts';
export * from './order.ts';
export * from './properties.ts';
export * from './slides.ts';
export * from './snapping.ts';
export * from './transform.ts';
export * from './tree.ts';
