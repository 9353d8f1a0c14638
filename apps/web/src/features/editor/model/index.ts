/** The design editor's pure editing operations over the document (no React, no konva). */
export * from './align.ts';
export * from './clipboard.ts';
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
