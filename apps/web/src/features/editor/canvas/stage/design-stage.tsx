/**
 * DesignStage: the editor's canvas (konva through react-konva), drawing OUR document (`DesignDocument`, never konva
 * nodes as the source of truth) and reporting gestures back as patches for the page to apply.
 *
 *   <DesignStage
 *     ref={stageHandle}                 // { fitToScreen(), screenBoxOf(id), textHeightOf(id), stage() }: the page's
 *                                       // fit button, where an element sits on screen, a text's needed height
 *     document={doc} slideIndex={0}     // what to draw
 *     zoom={zoom} onZoomChange={setZoom} // 1 = one artboard pixel per screen pixel; ctrl/cmd + wheel asks for a new one
 *     selectedIds={ids}                 // clicks select elements on the slide (a group as a whole); a group's child
 *                                       // selected by the page (layers panel) gets the transformer too
 *     onSelect={(ids, additive) => …}   // click (shift: additive), marquee, click on empty space ([], false)
 *     onGesture={(changes) => …}        // while a transform runs (live preview; optional; a drag moves konva's nodes
 *                                       // and reports once, at its end)
 *     onChange={(changes) => …}         // at its end: [{ id, patch: { x, y, w?, h?, rotation?, children? } }], one
 *                                       // call per gesture (one undo step), every moved element in it
 *     resolveImage={(mediaId) => …}     // { url, width, height } of a pool file, or null: a crossed grey box
 *     showSafeArea                      // the overscan margin
 *     snapPosition={(box, ids) => …}    // optional: where a dragged selection's box snaps to (its top-left corner)
 *                                       // and the guides it lines up with, in artboard pixels (drawn while dragging)
 *     onEditText={(id) => …}            // optional: a text element was double-clicked (edit it in place: place a
 *     editingId={id}                    // textarea at handle.screenBoxOf(id); the stage draws that element invisibly
 *                                       // and without handles meanwhile; grow its box to handle.textHeightOf(id))
 *   />
 *
 * The stage fills its parent box (give that a size). Await `loadDesignFonts(doc)` before the first mount, so text is
 * measured in its font. Pan: space + drag, the middle mouse button, the wheel (shift: sideways). Hidden elements are
 * not drawn; locked ones are selectable but neither dragged nor transformed.
 */
import type { DesignDocument } from '@plakat/shared';
import type Konva from 'konva';
import { type Ref, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer, Rect, Stage, Transformer } from 'react-konva';
import type { ImageResolver } from '../images.ts';
import { findElement, mapElements } from '../lib/element-tree.ts';
import type { Point } from '../lib/zoom.ts';
import { ArtboardContent } from '../nodes/artboard.tsx';
import { elementName } from '../nodes/element-node.tsx';
import { ImageResolverContext } from '../nodes/image-source.ts';
import { Overlays } from './overlays.tsx';
import type { Box, ElementChange, GuideLine } from './types.ts';
import { useDrag } from './use-drag.ts';
import { usePointer } from './use-pointer.ts';
import { useTransform, withLive } from './use-transform.ts';
import { useContainerSize, useSpaceHeld, useViewport } from './use-viewport.ts';

export type DesignStageHandle = {
  fitToScreen: () => void;
  /** Where an element is on screen, relative to the stage's box: its top-left corner, rotation and scale. */
  screenBoxOf: (id: string) => ScreenBox | null;
  /** The height a text, clock or date element's lines need at its width (to grow its box after an edit). */
  textHeightOf: (id: string) => number | null;
  stage: () => Konva.Stage | null;
};
export type ScreenBox = { x: number; y: number; rotation: number; scale: number };

export type DesignStageProps = {
  document: DesignDocument;
  slideIndex: number;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  selectedIds: readonly string[];
  onSelect: (ids: string[], additive: boolean) => void;
  onGesture?: (changes: ElementChange[]) => void;
  onChange: (changes: ElementChange[]) => void;
  resolveImage: ImageResolver;
  showSafeArea?: boolean;
  /** Where a dragged box goes, and the guides it lines up with (drawn until the drag ends). */
  snapPosition?: (box: Box, ids: readonly string[]) => Point & { guides?: readonly GuideLine[] };
  /** Fit the artboard into the stage when it first shows (default); otherwise centre it at the page's zoom. */
  fitOnOpen?: boolean;
  onEditText?: (id: string) => void;
  editingId?: string | null;
  ref?: Ref<DesignStageHandle>;
};

const noGuides: readonly GuideLine[] = [];
const sameGuides = (a: readonly GuideLine[], b: readonly GuideLine[]) =>
  a.length === b.length &&
  a.every((g, i) => g.x1 === b[i].x1 && g.y1 === b[i].y1 && g.x2 === b[i].x2 && g.y2 === b[i].y2);
const rotationSnaps = [0, 45, 90, 135, 180, 225, 270, 315];
const cornerAnchors = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
const allAnchors = [...cornerAnchors, 'top-center', 'middle-right', 'bottom-center', 'middle-left'];
/** The grey around the artboard, with a faint checkerboard. */
const surroundings = {
  backgroundColor: '#e8e8e8',
  backgroundImage:
    'linear-gradient(45deg, #e0e0e0 25%, transparent 25%, transparent 75%, #e0e0e0 75%), linear-gradient(45deg, #e0e0e0 25%, transparent 25%, transparent 75%, #e0e0e0 75%)',
  backgroundSize: '24px 24px',
  backgroundPosition: '0 0, 12px 12px',
};

export function DesignStage(props: DesignStageProps) {
  const { document: doc, slideIndex, zoom, selectedIds, resolveImage, showSafeArea = false } = props;
  const container = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const content = useRef<Konva.Group>(null);
  const contentLayer = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const size = useContainerSize(container);
  const artboard = useMemo(() => ({ width: doc.width, height: doc.height }), [doc.width, doc.height]);
  const spaceHeld = useSpaceHeld();
  const { pan, panBy, fitToScreen } = useViewport({
    container,
    size,
    artboard,
    zoom,
    onZoomChange: props.onZoomChange,
    fitOnOpen: props.fitOnOpen ?? true,
  });
  useImperativeHandle(
    props.ref,
    () => ({
      fitToScreen,
      screenBoxOf: (id) => {
        const node = content.current?.findOne(`#${id}`);
        if (!node) return null;
        const { x, y } = node.getAbsolutePosition();
        return { x, y, rotation: node.getAbsoluteRotation(), scale: node.getAbsoluteScale().x };
      },
      textHeightOf: (id) => {
        const text = content.current?.findOne<Konva.Group>(`#${id}`)?.findOne<Konva.Text>('Text');
        if (!text) return null;
        const auto = text.clone({ height: 'auto' }) as Konva.Text;
        const height = auto.height();
        auto.destroy();
        return height;
      },
      stage: () => stageRef.current,
    }),
    [fitToScreen],
  );

  const slide = doc.slides[Math.min(slideIndex, doc.slides.length - 1)];
  const transform = useTransform({ elements: slide.elements, onGesture: props.onGesture, onChange: props.onChange });
  const editingId = props.editingId;
  const shown = useMemo(
    () =>
      editingId ? mapElements(slide.elements, (e) => (e.id === editingId ? { ...e, opacity: 0 } : e)) : slide.elements,
    [slide.elements, editingId],
  );
  const elements = withLive(shown, transform.live);
  const [guides, setGuides] = useState<readonly GuideLine[]>(noGuides);
  // The guides are drawn on the next frame: never a React update inside konva's drag bound function.
  const pendingGuides = useRef<{ lines: readonly GuideLine[]; frame: number } | null>(null);
  const showGuides = (lines: readonly GuideLine[] | null) => {
    if (pendingGuides.current) cancelAnimationFrame(pendingGuides.current.frame);
    pendingGuides.current = null;
    if (lines === null) return setGuides(noGuides);
    const frame = requestAnimationFrame(() => {
      pendingGuides.current = null;
      setGuides((old) => (sameGuides(old, lines) ? old : lines));
    });
    pendingGuides.current = { lines, frame };
  };
  const snapPosition = props.snapPosition;
  // biome-ignore lint/correctness/useExhaustiveDependencies: showGuides only touches a ref and a state setter
  const snapAndGuide = useMemo(
    () =>
      snapPosition &&
      ((box: Box, ids: readonly string[]) => {
        const { guides: lines = noGuides, ...at } = snapPosition(box, ids);
        showGuides(lines);
        return at;
      }),
    [snapPosition],
  );
  const drag = useDrag(
    {
      elements: slide.elements,
      selectedIds,
      zoom,
      pan,
      snapPosition: snapAndGuide,
      onChange: props.onChange,
      onDragEnd: () => showGuides(null),
    },
    contentLayer,
  );
  const pointer = usePointer(
    { elements: slide.elements, selectedIds, zoom, pan, spaceHeld, panBy, onSelect: props.onSelect },
    content,
  );

  const selected = selectedIds.flatMap((id) => findElement(elements, id) ?? []).filter((e) => e.visible);
  const transformable = selected.filter((e) => !e.locked && e.id !== editingId);
  const keepRatio = transformable.some((e) => e.type === 'group' || e.type === 'qr');
  const transformableKey = transformable.map((e) => e.id).join(' ');
  // Attach the transformer to the selected nodes after they are drawn, and follow their boxes when they change.
  useLayoutEffect(() => {
    const tr = transformer.current;
    const group = content.current;
    if (!tr || !group) return;
    const ids = transformableKey ? transformableKey.split(' ') : [];
    const nodes = ids.flatMap((id) => group.findOne(`#${id}`) ?? []);
    tr.nodes(nodes);
    tr.forceUpdate();
    tr.getLayer()?.batchDraw();
  });

  return (
    <div
      ref={container}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', ...surroundings }}
    >
      {size && (
        <Stage
          ref={stageRef}
          width={size.width}
          height={size.height}
          onMouseDown={pointer.onMouseDown}
          onDblClick={(event) => {
            const node = event.target.findAncestor(`.${elementName}`, true);
            const element = node && findElement(slide.elements, node.id());
            if (element?.type === 'text' && !element.locked) props.onEditText?.(element.id);
          }}
          style={{ cursor: spaceHeld ? 'grab' : undefined }}
        >
          <Layer ref={contentLayer} listening={!spaceHeld}>
            <ImageResolverContext value={resolveImage}>
              <Rect
                x={pan.x}
                y={pan.y}
                width={doc.width * zoom}
                height={doc.height * zoom}
                fill="#ffffff"
                shadowColor="#000000"
                shadowOpacity={0.18}
                shadowBlur={12}
                listening={false}
              />
              <Group ref={content} x={pan.x} y={pan.y} scaleX={zoom} scaleY={zoom}>
                <ArtboardContent document={doc} elements={elements} drag={drag} />
              </Group>
            </ImageResolverContext>
          </Layer>
          <Layer>
            <Overlays
              document={doc}
              pan={pan}
              zoom={zoom}
              showSafeArea={showSafeArea}
              guides={guides}
              outlined={selected.filter((e) => e.locked && slide.elements.includes(e))}
              marquee={pointer.marquee}
            />
            <Transformer
              ref={transformer}
              rotationSnaps={rotationSnaps}
              rotationSnapTolerance={4}
              keepRatio={keepRatio}
              enabledAnchors={keepRatio ? cornerAnchors : allAnchors}
              flipEnabled={false}
              ignoreStroke
              boundBoxFunc={(oldBox, newBox) => (newBox.width < 1 || newBox.height < 1 ? oldBox : newBox)}
              onTransform={transform.onTransform}
              onTransformEnd={transform.onTransformEnd}
            />
          </Layer>
        </Stage>
      )}
    </div>
  );
}
