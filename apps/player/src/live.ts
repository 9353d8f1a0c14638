import { designFonts } from '@plakat/shared/editor/fonts';
import { clockText, dateText } from '@plakat/shared/editor/live-text';
import type { ManifestItem } from '@plakat/shared/schemas/player';
import { element } from './dom.ts';

type Live = NonNullable<ManifestItem['live']>;
type LiveElement = Live['elements'][number];

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const alignItems = { top: 'flex-start', middle: 'center', bottom: 'flex-end' } as const;

function styleOf(node: HTMLDivElement, el: LiveElement) {
  const font = designFonts[el.fontFamily as keyof typeof designFonts]?.family ?? 'Inter';
  Object.assign(node.style, {
    left: `${el.x}px`,
    top: `${el.y}px`,
    width: `${el.w}px`,
    height: `${el.h}px`,
    transform: el.rotation ? `rotate(${el.rotation}deg)` : '',
    opacity: String(el.opacity),
    visibility: el.visible ? 'visible' : 'hidden',
    fontFamily: `"${font}", Inter, sans-serif`,
    fontSize: `${el.fontSize}px`,
    fontWeight: String(el.fontWeight),
    fontStyle: el.italic ? 'italic' : 'normal',
    lineHeight: String(el.lineHeight),
    color: el.color,
    justifyContent: justify[el.align],
    alignItems: alignItems[el.verticalAlign],
    textAlign: el.align,
  });
}

/**
 * A published design's clock and date elements, drawn over its picture in the design's own pixels and scaled with
 * the picture (object-fit: contain), so they sit where the editor placed them. `tick` writes the current texts.
 */
export function liveLayer(live: Live, box: { width: number; height: number }) {
  const layer = element('div', 'live');
  const scale = Math.min(box.width / live.width, box.height / live.height);
  Object.assign(layer.style, {
    width: `${live.width}px`,
    height: `${live.height}px`,
    transform: `translate(${(box.width - live.width * scale) / 2}px, ${(box.height - live.height * scale) / 2}px) scale(${scale})`,
  });
  const nodes = live.elements.map((el) => {
    const node = element('div');
    styleOf(node, el);
    layer.append(node);
    return { node, el };
  });
  const tick = (now: Date) => {
    for (const { node, el } of nodes) {
      const text = el.type === 'clock' ? clockText(el, now) : dateText(el, now);
      if (node.textContent !== text) node.textContent = text;
    }
  };
  return { layer, tick };
}
