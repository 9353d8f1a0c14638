import type { DesignDocument, DesignElement } from '@plakat/shared';
import { Group, Rect } from 'react-konva';
import { type DragHandlers, ElementNode } from './element-node.tsx';
import { ImageContent } from './image-content.tsx';

type Props = {
  document: Pick<DesignDocument, 'width' | 'height' | 'background'>;
  elements: readonly DesignElement[];
  /** Unlocked elements are dragged with these (the editor); the export draws without. */
  drag?: DragHandlers;
};

/**
 * The artboard at the design's resolution, in its own pixels: the background colour, the background image over it, and
 * the slide's elements in array order (the last on top), clipped to the artboard as the screen shows them. The editor
 * and the export draw the same component.
 */
export function ArtboardContent({ document, elements, drag }: Props) {
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
          <ElementNode key={element.id} element={element} top drag={drag} />
        ))}
      </Group>
    </>
  );
}
