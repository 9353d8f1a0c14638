import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { centredPan, fitZoom, type Point, panKeepingAnchor, type Size, wheelZoom } from '../lib/zoom.ts';

type Options = {
  container: RefObject<HTMLDivElement | null>;
  size: Size | null;
  artboard: Size;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  fitOnOpen: boolean;
};

/**
 * Zoom and pan of the stage. The zoom belongs to the page (its zoom control shows it); the pan is the stage's own: the
 * screen position of the artboard's top-left corner. A zoom change keeps the artboard point under the pointer (wheel)
 * or the viewport's centre (the page's buttons) in place; the wheel scrolls, ctrl/cmd + wheel zooms.
 */
export function useViewport({ container, size, artboard, zoom, onZoomChange, fitOnOpen }: Options) {
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const zoomRef = useRef(zoom);
  const anchor = useRef<Point | null>(null);
  const centreNext = useRef(false);
  const fitted = useRef(false);

  const fitToScreen = useCallback(() => {
    if (!size) return;
    const next = fitZoom(size, artboard);
    centreNext.current = true;
    if (next === zoomRef.current) {
      centreNext.current = false;
      setPan(centredPan(size, artboard, next));
    }
    onZoomChange(next);
  }, [size, artboard, onZoomChange]);

  // The first time the stage has a size: fit the artboard in (or centre it at the page's zoom).
  useLayoutEffect(() => {
    if (!size || fitted.current) return;
    fitted.current = true;
    if (fitOnOpen) fitToScreen();
    else setPan(centredPan(size, artboard, zoomRef.current));
  }, [size, artboard, fitOnOpen, fitToScreen]);

  useLayoutEffect(() => {
    const from = zoomRef.current;
    zoomRef.current = zoom;
    if (from === zoom || !size) return;
    if (centreNext.current) {
      centreNext.current = false;
      setPan(centredPan(size, artboard, zoom));
      return;
    }
    const point = anchor.current ?? { x: size.width / 2, y: size.height / 2 };
    anchor.current = null;
    setPan((current) => panKeepingAnchor(current, from, zoom, point));
  }, [zoom, size, artboard]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        const box = element.getBoundingClientRect();
        anchor.current = { x: event.clientX - box.left, y: event.clientY - box.top };
        onZoomChange(wheelZoom(zoomRef.current, event.deltaY));
        return;
      }
      const dx = event.shiftKey && event.deltaX === 0 ? event.deltaY : event.deltaX;
      const dy = event.shiftKey && event.deltaX === 0 ? 0 : event.deltaY;
      setPan((current) => ({ x: current.x - dx, y: current.y - dy }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [container, onZoomChange]);

  const panBy = useCallback((dx: number, dy: number) => setPan((p) => ({ x: p.x + dx, y: p.y + dy })), []);
  return { pan, panBy, fitToScreen };
}

/**
 * True while the space bar is held: dragging then pans instead of moving elements. A space typed into a field or
 * pressed on a button, link or menu stays theirs.
 */
export function useSpaceHeld() {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const taken = (target: EventTarget | null) =>
      target instanceof HTMLElement &&
      (target.isContentEditable ||
        target.closest('input, textarea, select, button, a[href], [role="button"], [role="menuitem"], [role="tab"]'));
    const down = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || taken(event.target)) return;
      event.preventDefault();
      setHeld(true);
    };
    const up = (event: KeyboardEvent) => event.code === 'Space' && setHeld(false);
    const blur = () => setHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, []);
  return held;
}

/** The size of the stage's box, followed as the page's layout changes. */
export function useContainerSize(container: RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((current) =>
        current && current.width === Math.round(width) && current.height === Math.round(height)
          ? current
          : { width: Math.round(width), height: Math.round(height) },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);
  return size;
}
