import { type DesignElement, designDocument, eachElement, mediaIdsOf } from '@plakat/shared';
import { describe, expect, it } from 'vitest';
import { demoDesignTemplates } from './design-templates.ts';

/** The box an element covers on the artboard: its parents' offsets added, its rotation (around the top-left) applied. */
function artboardBox(element: DesignElement, offset: { x: number; y: number }) {
  const rad = (element.rotation * Math.PI) / 180;
  const corners = [
    [0, 0],
    [element.w, 0],
    [0, element.h],
    [element.w, element.h],
  ].map(([cx, cy]) => [
    offset.x + element.x + cx * Math.cos(rad) - cy * Math.sin(rad),
    offset.y + element.y + cx * Math.sin(rad) + cy * Math.cos(rad),
  ]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

function* placed(
  elements: readonly DesignElement[],
  offset = { x: 0, y: 0 },
): Generator<[DesignElement, ReturnType<typeof artboardBox>]> {
  for (const element of elements) {
    yield [element, artboardBox(element, offset)];
    if (element.type === 'group') yield* placed(element.children, { x: offset.x + element.x, y: offset.y + element.y });
  }
}

describe('demo design templates', () => {
  it('menu board, opening hours, promotion and welcome screen, each in FullHD landscape and portrait', () => {
    expect(demoDesignTemplates).toHaveLength(8);
    const sizes = demoDesignTemplates.map(
      ({ document }) => `${document.width}x${document.height} ${document.orientation}`,
    );
    expect(sizes.filter((size) => size === '1920x1080 landscape')).toHaveLength(4);
    expect(sizes.filter((size) => size === '1080x1920 portrait')).toHaveLength(4);
    expect(new Set(demoDesignTemplates.map(({ name }) => name.en)).size).toBe(8);
    expect(new Set(demoDesignTemplates.map(({ name }) => name.de)).size).toBe(8);
  });

  for (const { name, document } of demoDesignTemplates) {
    describe(name.en, () => {
      it('is a valid version 2 document, unchanged by parsing (every default written out)', () => {
        const parsed = designDocument.safeParse(document);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(parsed.data).toEqual(document);
      });

      it('uses shapes, text, clock, date and QR codes only (no media of the pool)', () => {
        expect(mediaIdsOf(document)).toEqual([]);
        expect(document.background.type).toBe('color');
        for (const [element] of eachElement(document.slides)) {
          expect(['shape', 'text', 'line', 'clock', 'date', 'qr', 'group']).toContain(element.type);
        }
      });

      it('keeps every element inside the safe area', () => {
        const safe = {
          left: document.width * document.safeArea.x,
          top: document.height * document.safeArea.y,
          right: document.width * (1 - document.safeArea.x),
          bottom: document.height * (1 - document.safeArea.y),
        };
        for (const slide of document.slides) {
          for (const [element, box] of placed(slide.elements)) {
            const where = `${element.id} ${JSON.stringify(box)}`;
            expect(box.left, where).toBeGreaterThanOrEqual(safe.left);
            expect(box.top, where).toBeGreaterThanOrEqual(safe.top);
            expect(box.right, where).toBeLessThanOrEqual(safe.right);
            expect(box.bottom, where).toBeLessThanOrEqual(safe.bottom);
          }
        }
      });
    });
  }
});
