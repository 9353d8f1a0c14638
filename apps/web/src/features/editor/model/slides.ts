import { type DesignDocument, type DesignElement, type DesignSlide, designLimits } from '@plakat/shared';
import { newId } from './ids.ts';
import type { Elements } from './tree.ts';

/** Applies an element operation to one slide's elements; the same document when nothing changed. */
export function editSlide(
  doc: DesignDocument,
  slideId: string,
  change: (elements: Elements) => DesignElement[],
): DesignDocument {
  let changed = false;
  const slides = doc.slides.map((slide) => {
    if (slide.id !== slideId) return slide;
    const elements = change(slide.elements);
    if (elements === slide.elements) return slide;
    changed = true;
    return { ...slide, elements };
  });
  return changed ? { ...doc, slides } : doc;
}

/** Adds an empty slide after `afterId` (at the end without it) with the duration of the one before it. */
export function addSlide(
  doc: DesignDocument,
  taken: Set<string>,
  afterId?: string,
): { doc: DesignDocument; slideId: string | null } {
  if (doc.slides.length >= designLimits.maxSlides) return { doc, slideId: null };
  const index = afterId ? doc.slides.findIndex((slide) => slide.id === afterId) : doc.slides.length - 1;
  const at = index < 0 ? doc.slides.length : index + 1;
  const before = doc.slides[at - 1];
  const slide: DesignSlide = { id: newId(taken, 's'), name: '', duration: before?.duration ?? 10, elements: [] };
  return { doc: { ...doc, slides: [...doc.slides.slice(0, at), slide, ...doc.slides.slice(at)] }, slideId: slide.id };
}

/** Removes a slide; the last one stays (a design has at least one). */
export function removeSlide(doc: DesignDocument, slideId: string): DesignDocument {
  if (doc.slides.length <= 1 || !doc.slides.some((slide) => slide.id === slideId)) return doc;
  return { ...doc, slides: doc.slides.filter((slide) => slide.id !== slideId) };
}

/** Moves a slide to `index` (counted after it was taken out). */
export function moveSlide(doc: DesignDocument, slideId: string, index: number): DesignDocument {
  const from = doc.slides.findIndex((slide) => slide.id === slideId);
  if (from < 0) return doc;
  const rest = doc.slides.filter((slide) => slide.id !== slideId);
  const at = Math.max(0, Math.min(index, rest.length));
  if (at === from) return doc;
  return { ...doc, slides: [...rest.slice(0, at), doc.slides[from], ...rest.slice(at)] };
}

/** A slide's duration in whole seconds, kept within 1 s .. 1 h. */
export function setSlideDuration(doc: DesignDocument, slideId: string, seconds: number): DesignDocument {
  if (!Number.isFinite(seconds)) return doc;
  const duration = Math.min(designLimits.maxSlideSeconds, Math.max(designLimits.minSlideSeconds, Math.round(seconds)));
  let changed = false;
  const slides = doc.slides.map((slide) => {
    if (slide.id !== slideId || slide.duration === duration) return slide;
    changed = true;
    return { ...slide, duration };
  });
  return changed ? { ...doc, slides } : doc;
}
