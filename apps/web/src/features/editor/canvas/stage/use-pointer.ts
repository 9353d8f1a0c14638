import type { DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { type RefObject, useMemo, useRef, useState } from 'react';
import type { Point } from '../lib/zoom.ts';
import { topName } from '../nodes/element-node.tsx';
import type { Box } from './types.ts';

type Props = {
  elements: readonly DesignElement[];
  selectedIds: readonly string[];
  zoom: number;
  pan: Point;
  spaceHeld: boolean;
  panBy: (dx: number, dy: number) => void;
  onSelect: (ids: string[], additive: boolean) => void;
};

/** Below this many screen pixels a marquee is a click on empty space. */
const clickSlop = 3;

/**
 * What a press on the stage starts: panning (space held or the middle button), selecting the pressed element (shift
 * adds it; pressing an element of the selection keeps the selection, so it can be dragged together), or a marquee on
 * empty space that selects the unlocked elements it touches when released (a click there clears the selection).
 * Movement is followed on the window, so a gesture that leaves the stage still ends.
 */
export function usePointer(props: Props, content: RefObject<Konva.Group | null>) {
  const latest = useRef(props);
  latest.current = props;
  const [marquee, setMarquee] = useState<Box | null>(null);

  const onMouseDown = useMemo(() => {
    const follow = (onMove: (event: MouseEvent) => void, onUp: (event: MouseEvent) => void) => {
      const up = (event: MouseEvent) => {
        window.removeEventListener('mousemove', onMove);
        window.removeEventListener('mouseup', up);
        onUp(event);
      };
      window.addEventListener('mousemove', onMove);
      window.addEventListener('mouseup', up);
    };
    const startPan = (event: MouseEvent) => {
      let last = { x: event.clientX, y: event.clientY };
      follow(
        (move) => {
          latest.current.panBy(move.clientX - last.x, move.clientY - last.y);
          last = { x: move.clientX, y: move.clientY };
        },
        () => {},
      );
    };
    const startMarquee = (stage: Konva.Stage, additive: boolean) => {
      const toArtboard = (point: Point) => {
        const { pan, zoom } = latest.current;
        return { x: (point.x - pan.x) / zoom, y: (point.y - pan.y) / zoom };
      };
      const box = stage.container().getBoundingClientRect();
      const pointer = (event: MouseEvent) => toArtboard({ x: event.clientX - box.left, y: event.clientY - box.top });
      const from = toArtboard(stage.getPointerPosition() ?? { x: 0, y: 0 });
      const rect = (to: Point): Box => ({
        x: Math.min(from.x, to.x),
        y: Math.min(from.y, to.y),
        w: Math.abs(to.x - from.x),
        h: Math.abs(to.y - from.y),
      });
      follow(
        (move) => setMarquee(rect(pointer(move))),
        (up) => {
          setMarquee(null);
          const area = rect(pointer(up));
          const { zoom, onSelect } = latest.current;
          if (Math.max(area.w, area.h) * zoom < clickSlop) {
            if (!additive) onSelect([], false);
            return;
          }
          onSelect(touchedBy(area), additive);
        },
      );
    };
    const touchedBy = (area: Box) => {
      const group = content.current;
      if (!group) return [];
      return latest.current.elements
        .filter((element) => element.visible && !element.locked)
        .filter((element) => {
          const node = group.findOne(`#${element.id}`);
          return node ? intersects(area, node.getClientRect({ relativeTo: group })) : false;
        })
        .map((element) => element.id);
    };

    return (event: Konva.KonvaEventObject<MouseEvent>) => {
      const { spaceHeld, selectedIds, onSelect } = latest.current;
      if (spaceHeld || event.evt.button === 1) {
        event.evt.preventDefault();
        startPan(event.evt);
        return;
      }
      if (event.evt.button !== 0) return;
      if (event.target.getParent()?.getClassName() === 'Transformer') return;
      const top = event.target.findAncestor(`.${topName}`, true);
      const additive = event.evt.shiftKey;
      if (top) {
        const id = top.id();
        if (additive) onSelect([id], true);
        else if (!selectedIds.includes(id)) onSelect([id], false);
        return;
      }
      const stage = event.target.getStage();
      if (stage) startMarquee(stage, additive);
    };
  }, [content]);

  return { marquee, onMouseDown };
}

function intersects(a: Box, b: { x: number; y: number; width: number; height: number }) {
  return a.x <= b.x + b.width && b.x <= a.x + a.w && a.y <= b.y + b.height && b.y <= a.y + a.h;
}
