import type { DesignElement } from '@plakat/shared';

/** The elements with `change` applied to each, groups' children included; unchanged ones keep their identity. */
export function mapElements(
  elements: readonly DesignElement[],
  change: (element: DesignElement) => DesignElement,
): readonly DesignElement[] {
  let changed = false;
  const next = elements.map((element) => {
    let result = change(element);
    if (result.type === 'group') {
      const children = mapElements(result.children, change);
      if (children !== result.children) result = { ...result, children: [...children] };
    }
    if (result !== element) changed = true;
    return result;
  });
  return changed ? next : elements;
}

/** An element by id, inside groups too (the layers panel may select a group's child: its box is group-relative). */
export function findElement(elements: readonly DesignElement[], id: string): DesignElement | undefined {
  for (const element of elements) {
    if (element.id === id) return element;
    if (element.type === 'group') {
      const found = findElement(element.children, id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The elements without clocks and dates, inside groups too: the published picture, over which the player draws them
 * live from the published document (issue 25).
 */
export function withoutLiveElements(elements: readonly DesignElement[]): DesignElement[] {
  return elements.flatMap((element): DesignElement[] => {
    if (element.type === 'clock' || element.type === 'date') return [];
    if (element.type === 'group') return [{ ...element, children: withoutLiveElements(element.children) }];
    return [element];
  });
}
