import type { DesignDocument, DesignElement, GroupElement, ShapeElement } from '@plakat/shared';

/** Small builders for the model's tests. */
export const rect = (id: string, x: number, y: number, w = 100, h = 100, extra: Partial<ShapeElement> = {}) =>
  ({
    type: 'shape',
    id,
    name: '',
    x,
    y,
    w,
    h,
    rotation: 0,
    opacity: 1,
    locked: false,
    visible: true,
    shape: 'rectangle',
    fill: '#000000',
    stroke: null,
    strokeWidth: 0,
    cornerRadius: 0,
    ...extra,
  }) satisfies ShapeElement as ShapeElement;

export const group = (id: string, x: number, y: number, children: DesignElement[], extra: Partial<GroupElement> = {}) =>
  ({
    type: 'group',
    id,
    name: '',
    x,
    y,
    rotation: 0,
    opacity: 1,
    locked: false,
    visible: true,
    w: Math.max(...children.map((c) => c.x + c.w)),
    h: Math.max(...children.map((c) => c.y + c.h)),
    children,
    ...extra,
  }) as GroupElement;

export const docOf = (...slides: DesignElement[][]): DesignDocument => ({
  schemaVersion: 2,
  width: 1920,
  height: 1080,
  orientation: 'landscape',
  background: { type: 'color', color: '#ffffff' },
  safeArea: { x: 0.05, y: 0.03 },
  slides: slides.map((elements, i) => ({ id: `s${i + 1}`, name: '', duration: 10, elements })),
});

export const ids = (elements: readonly DesignElement[]) => elements.map((e) => e.id);
