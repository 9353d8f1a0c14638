import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DesignElement } from '@plakat/shared';
import { Button, Flex, Typography, theme } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { childrenOf, locateElement, moveToLayer, renameElement, setLocked, setVisible } from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

type Drop = { id: string; where: 'above' | 'below' | 'inside' };

/** Where a dragged layer lands on a row: its upper third above, lower third below, a group's middle inside. */
function dropOf(event: DragEvent<HTMLElement>, element: DesignElement): Drop {
  const box = event.currentTarget.getBoundingClientRect();
  const at = (event.clientY - box.top) / box.height;
  if (element.type === 'group' && at > 0.3 && at < 0.7) return { id: element.id, where: 'inside' };
  return { id: element.id, where: at < 0.5 ? 'above' : 'below' };
}

/**
 * The layers of the slide shown: every element, elements far outside the artboard too, top first (the document lists
 * them bottom first), a group's children indented below it. Click selects (Ctrl/Cmd or Shift adds), drag reorders
 * (onto a group's middle: into it), the pencil renames, lock and eye toggle. A plain list rather than antd's Tree:
 * the Tree would split out of the table chunk every list page loads (scripts/check-bundle-budget.mjs).
 */
export function LayersPanel({ state, canEdit }: { state: DesignState; canEdit: boolean }) {
  const { t } = useTranslation('designEditor');
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  const elements = state.slide.elements;
  // A text without a name is listed by its first words; other elements by their kind.
  const labelOf = (element: DesignElement) =>
    element.name ||
    (element.type === 'text' && element.text.trim() ? element.text.trim().replace(/\s+/g, ' ').slice(0, 40) : '') ||
    t(`add.${element.type === 'shape' ? element.shape : element.type}`);

  const move = (id: string, target: Drop) => {
    state.apply((current) => {
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
  };
  const select = (id: string, additive: boolean) =>
    state.setSelected(
      additive
        ? state.selected.includes(id)
          ? state.selected.filter((s) => s !== id)
          : [...state.selected, id]
        : [id],
    );

  const rows = (list: readonly DesignElement[], depth: number) =>
    [...list].reverse().map((element) => {
      const selected = state.selected.includes(element.id);
      const marker = drop?.id === element.id && dragged !== element.id ? drop.where : null;
      return (
        <li key={element.id} style={{ listStyle: 'none' }}>
          <Flex
            align="center"
            gap={4}
            data-testid={`layer-${element.id}`}
            draggable={canEdit}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(element.id);
            }}
            onDragOver={(event) => {
              if (!dragged) return;
              event.preventDefault();
              setDrop(dropOf(event, element));
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged && dragged !== element.id) move(dragged, dropOf(event, element));
              setDragged(null);
              setDrop(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setDrop(null);
            }}
            style={{
              paddingLeft: 4 + depth * 16,
              borderRadius: token.borderRadiusSM,
              background: selected ? token.controlItemBgActive : marker === 'inside' ? token.colorPrimaryBg : undefined,
              borderTop: `2px solid ${marker === 'above' ? token.colorPrimary : 'transparent'}`,
              borderBottom: `2px solid ${marker === 'below' ? token.colorPrimary : 'transparent'}`,
            }}
          >
            <button
              type="button"
              onClick={(event) => select(element.id, event.ctrlKey || event.metaKey || event.shiftKey)}
              aria-pressed={selected}
              style={{
                flex: 1,
                minWidth: 0,
                textAlign: 'left',
                border: 'none',
                background: 'none',
                padding: '2px 0',
                cursor: 'pointer',
                font: 'inherit',
                color: 'inherit',
                opacity: element.visible ? 1 : 0.5,
              }}
            >
              <Typography.Text ellipsis style={{ maxWidth: 150 }} title={labelOf(element)}>
                {labelOf(element)}
              </Typography.Text>
            </button>
            {canEdit && (
              <Typography.Text
                editable={{
                  tooltip: t('layers.rename'),
                  text: element.name,
                  triggerType: ['icon'],
                  onChange: (name) => state.apply((current) => renameElement(current, element.id, name)),
                }}
              />
            )}
            <Button
              size="small"
              type="text"
              disabled={!canEdit}
              aria-label={t(element.locked ? 'layers.unlock' : 'layers.lock', { name: labelOf(element) })}
              icon={element.locked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
              onClick={() => state.apply((current) => setLocked(current, element.id, !element.locked))}
            />
            <Button
              size="small"
              type="text"
              disabled={!canEdit}
              aria-label={t(element.visible ? 'layers.hide' : 'layers.show', { name: labelOf(element) })}
              icon={element.visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
              onClick={() => state.apply((current) => setVisible(current, element.id, !element.visible))}
            />
          </Flex>
          {element.type === 'group' && <ul style={{ margin: 0, padding: 0 }}>{rows(element.children, depth + 1)}</ul>}
        </li>
      );
    });

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
