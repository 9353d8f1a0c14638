import type { DesignDocument, DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { Group, Rect } from 'react-konva';
import { ElementNode } from './element-node.tsx';
import { ImageContent } from './image-content.tsx';

type Props = {
  document: Pick<DesignDocument, 'width' | 'height' | 'background'>;
  elements: readonly DesignElement[];
  /** Unlocked elements can be dragged (the editor); the export draws without. */
  interactive: boolean;
  /** Where a dragged element may go (the stage's snapping). */
  dragBound?: (this: Konva.Node, position: { x: number; y: number }) => { x: number; y: number };
};

/**
 * The artboard at the design's resolution, in its own pixels: the background colour, the background image over it, and
 * the slide's elements in array order (the last on top), clipped to the artboard as the screen shows them. The editor
 * and the export draw the same component.
 */
export function ArtboardContent({ document, elements, interactive, dragBound }: Props) {
  const { width, height, background } = document;
  return (
    <>
      <Rect width={width} height={height} fill={background.color} listening={false} />
      {background.type === 'image' && (
        <Group listening={false}>
          <ImageContent mediaId={background.mediaId} w={width} h={height} fit={background.fit} />
        </Group>
      )}
      <Group clipX={0} clipY={0} clipWidth={width} clipHeight={height}>
        {elements.map((element) => (
          <ElementNode
            key={element.id}
            element={element}
            top
            draggable={interactive && !element.locked}
            dragBound={dragBound}
          />
        ))}
      </Group>
    </>
  );
}
