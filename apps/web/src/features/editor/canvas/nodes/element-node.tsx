import type { DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { memo } from 'react';
import { Group, Rect } from 'react-konva';
import { ImageContent } from './image-content.tsx';
import { ClockContent, DateContent } from './live-content.tsx';
import { QrContent } from './qr-content.tsx';
import { LineContent, ShapeContent } from './shape-content.tsx';
import { TextContent } from './text-content.tsx';

/** Konva names the stage looks elements up by: every element, the ones on the slide, and the box that takes clicks. */
export const elementName = 'element';
export const topName = 'top';
export const hitName = 'hit';

type Position = { x: number; y: number };
/** What the stage does with a dragged element: where it may go (snapping), and the drag's steps. */
export type DragHandlers = {
  dragBound: (this: Konva.Node, position: Position) => Position;
  onDragStart: (event: Konva.KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => void;
};

type Props = { element: DesignElement; top: boolean; drag?: DragHandlers };

/**
 * One element of the document as konva nodes: a group at the element's position and rotation (around its top-left
 * corner) holding a transparent box that takes clicks over the whole element and what the element draws. Hidden
 * elements are not drawn. Memoised: a drag redraws the moving element, not the 300 others.
 */
export const ElementNode = memo(function ElementNode({ element, top, drag }: Props) {
  if (!element.visible) return null;
  const dragged = drag && !element.locked ? drag : undefined;
  return (
    <Group
      id={element.id}
      name={top ? `${elementName} ${topName}` : elementName}
      x={element.x}
      y={element.y}
      rotation={element.rotation}
      opacity={element.opacity}
      draggable={!!dragged}
      dragBoundFunc={dragged?.dragBound}
      onDragStart={dragged?.onDragStart}
      onDragEnd={dragged?.onDragEnd}
    >
      <Rect name={hitName} width={element.w} height={element.h} fill="rgba(0,0,0,0)" perfectDrawEnabled={false} />
      <ElementContent element={element} />
    </Group>
  );
});

function ElementContent({ element }: { element: DesignElement }) {
  switch (element.type) {
    case 'text':
      return <TextContent style={element} text={element.text} />;
    case 'clock':
      return <ClockContent element={element} />;
    case 'date':
      return <DateContent element={element} />;
    case 'image':
      return (
        <ImageContent mediaId={element.mediaId} w={element.w} h={element.h} fit={element.fit} crop={element.crop} />
      );
    case 'shape':
      return <ShapeContent element={element} />;
    case 'line':
      return <LineContent element={element} />;
    case 'qr':
      return <QrContent element={element} />;
    case 'group':
      return element.children.map((child) => <ElementNode key={child.id} element={child} top={false} />);
  }
}
