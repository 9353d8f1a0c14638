import type { DesignElement } from '@plakat/shared';
import { Flex, Typography } from 'antd';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, locateElement, moveToLayer, renameElement, setLocked, setVisible } from '../model/index.ts';
import { type DropWhere, LayerRow, type LayerRowActions } from './layer-row.tsx';
import type { DesignState } from './use-design-state.ts';

type Drop = { id: string; where: DropWhere };

/** Where a dragged layer lands on a row: its upper third above, lower third below, a group's middle inside. */
function dropOf(event: DragEvent<HTMLElement>, id: string, isGroup: boolean): Drop {
  const box = event.currentTarget.getBoundingClientRect();
  const at = (event.clientY - box.top) / box.height;
  if (isGroup && at > 0.3 && at < 0.7) return { id, where: 'inside' };
  return { id, where: at < 0.5 ? 'above' : 'below' };
}

/**
 * The layers of the slide shown: every element, elements far outside the artboard too, top first (the document lists
 * them bottom first), a group's children indented below it. Click selects (Ctrl/Cmd or Shift adds), drag reorders
 * (onto a group's middle: into it), the pencil renames, lock and eye toggle. A plain list rather than antd's Tree:
 * the Tree would split out of the table chunk every list page loads (scripts/check-bundle-budget.mjs).
 */
export function LayersPanel({ state, canEdit }: { state: DesignState; canEdit: boolean }) {
  const { t } = useTranslation('designEditor');
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const elements = state.slide.elements;
  // A text without a name is listed by its first words; other elements by their kind.
  const labelOf = (element: DesignElement) =>
    element.name ||
    (element.type === 'text' && element.text.trim() ? element.text.trim().replace(/\s+/g, ' ').slice(0, 40) : '') ||
    t(`add.${element.type === 'shape' ? element.shape : element.type}`);

  // The rows' actions read the latest state through a ref, so they are one object for the panel's whole life.
  const latest = useRef({ state, dragged });
  latest.current = { state, dragged };
  const actions = useMemo<LayerRowActions>(() => {
    const apply: DesignState['apply'] = (edit, gesture) => latest.current.state.apply(edit, gesture);
    const move = (id: string, target: Drop) =>
      apply((current) => {
        if (target.where === 'inside') {
          const group = locateElement(current, target.id)?.element;
          return group?.type === 'group' ? moveToLayer(current, id, target.id, group.children.length) : [...current];
        }
        const parentId = locateElement(current, target.id)?.parentId ?? null;
        const siblings = (childrenOf(current, parentId) ?? []).filter((e) => e.id !== id);
        const at = siblings.findIndex((e) => e.id === target.id);
        // Above in the list is higher in the z-order: after the target in the document's array.
        return moveToLayer(current, id, parentId, target.where === 'above' ? at + 1 : at);
      });
    const end = () => {
      setDragged(null);
      setDrop(null);
    };
    return {
      select: (id, additive) => {
        const { selected, setSelected } = latest.current.state;
        setSelected(additive ? (selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]) : [id]);
      },
      rename: (id, name) => apply((current) => renameElement(current, id, name)),
      setLocked: (id, locked) => apply((current) => setLocked(current, id, locked)),
      setVisible: (id, visible) => apply((current) => setVisible(current, id, visible)),
      dragStart: (id) => setDragged(id),
      dragOver: (event, id, isGroup) => {
        if (!latest.current.dragged) return;
        event.preventDefault();
        const next = dropOf(event, id, isGroup);
        setDrop((old) => (old?.id === next.id && old.where === next.where ? old : next));
      },
      drop: (event, id, isGroup) => {
        event.preventDefault();
        const from = latest.current.dragged;
        if (from && from !== id) move(from, dropOf(event, id, isGroup));
        end();
      },
      dragEnd: end,
    };
  }, []);

  const rows = (list: readonly DesignElement[], depth: number) =>
    [...list].reverse().map((element) => (
      <li key={element.id} style={{ listStyle: 'none' }}>
        <LayerRow
          id={element.id}
          label={labelOf(element)}
          name={element.name}
          isGroup={element.type === 'group'}
          depth={depth}
          locked={element.locked}
          visible={element.visible}
          selected={state.selected.includes(element.id)}
          marker={drop?.id === element.id && dragged !== element.id ? drop.where : null}
          canEdit={canEdit}
          actions={actions}
        />
        {element.type === 'group' && <ul style={{ margin: 0, padding: 0 }}>{rows(element.children, depth + 1)}</ul>}
      </li>
    ));

  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
        {t('layers.title')}
      </Typography.Title>
      {elements.length === 0 ? (
        <Typography.Text type="secondary">{t('layers.empty')}</Typography.Text>
      ) : (
        <ul aria-label={t('layers.title')} style={{ margin: 0, padding: 0 }}>
          {rows(elements, 0)}
        </ul>
      )}
    </Flex>
  );
}
