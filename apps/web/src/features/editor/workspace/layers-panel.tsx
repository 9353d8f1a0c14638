import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DesignElement } from '@plakat/shared';
import { Button, Flex, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { childrenOf, locateElement, moveToLayer, renameElement, setLocked, setVisible } from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

type LayerNode = TreeDataNode & { key: string; element: DesignElement; children?: LayerNode[] };

/** Top first, as the layers lie on the artboard (the document lists them bottom first). */
const layerNodes = (elements: readonly DesignElement[]): LayerNode[] =>
  [...elements].reverse().map((element) => ({
    key: element.id,
    element,
    children: element.type === 'group' ? layerNodes(element.children) : undefined,
  }));

/**
 * The layers of the slide shown: every element, elements far outside the artboard too, top first; click selects
 * (Ctrl/Cmd or Shift adds), drag reorders (onto a group: into it), the pencil renames, lock and eye toggle.
 */
export function LayersPanel({ state, canEdit }: { state: DesignState; canEdit: boolean }) {
  const { t } = useTranslation('designEditor');
  const elements = state.slide.elements;
  // A text without a name is listed by its first words; other elements by their kind.
  const labelOf = (element: DesignElement) =>
    element.name ||
    (element.type === 'text' && element.text.trim() ? element.text.trim().slice(0, 40) : '') ||
    t(`add.${element.type === 'shape' ? element.shape : element.type}`);

  const onDrop: TreeProps<LayerNode>['onDrop'] = ({ dragNode, node, dropToGap, dropPosition }) => {
    const id = dragNode.key as string;
    const target = node.key as string;
    state.apply((current) => {
      if (!dropToGap) {
        const group = locateElement(current, target)?.element;
        return group?.type === 'group'
          ? moveToLayer(current, id, target, group.children.length)
          : (current as DesignElement[]);
      }
      const parentId = locateElement(current, target)?.parentId ?? null;
      const siblings = (childrenOf(current, parentId) ?? []).filter((e) => e.id !== id);
      const at = siblings.findIndex((e) => e.id === target);
      // antd's dropPosition is the drop's index among the shown siblings; minus the target's: -1 above, 1 below.
      const relative = dropPosition - Number(String(node.pos).split('-').pop());
      return moveToLayer(current, id, parentId, relative < 0 ? at + 1 : at);
    });
  };

  return (
    <Flex vertical gap={8} style={{ padding: 12 }}>
      <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
        {t('layers.title')}
      </Typography.Title>
      {elements.length === 0 ? (
        <Typography.Text type="secondary">{t('layers.empty')}</Typography.Text>
      ) : (
        <Tree<LayerNode>
          blockNode
          multiple
          draggable={canEdit ? { icon: false } : false}
          defaultExpandAll
          treeData={layerNodes(elements)}
          selectedKeys={state.selected}
          onSelect={(_keys, info) => {
            const id = info.node.key as string;
            const event = info.nativeEvent as MouseEvent;
            const additive = event.ctrlKey || event.metaKey || event.shiftKey;
            state.setSelected(
              additive
                ? state.selected.includes(id)
                  ? state.selected.filter((s) => s !== id)
                  : [...state.selected, id]
                : [id],
            );
          }}
          onDrop={onDrop}
          titleRender={(node) => (
            <Flex align="center" justify="space-between" gap={4} data-testid={`layer-${node.key}`}>
              <Typography.Text
                ellipsis
                style={{ flex: 1, minWidth: 0, opacity: node.element.visible ? 1 : 0.5 }}
                editable={
                  canEdit
                    ? {
                        tooltip: t('layers.rename'),
                        text: node.element.name,
                        triggerType: ['icon'],
                        onChange: (name) => state.apply((current) => renameElement(current, node.key, name)),
                      }
                    : false
                }
              >
                {labelOf(node.element)}
              </Typography.Text>
              <Button
                size="small"
                type="text"
                disabled={!canEdit}
                aria-label={t(node.element.locked ? 'layers.unlock' : 'layers.lock', { name: labelOf(node.element) })}
                icon={node.element.locked ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
                onClick={(event) => {
                  event.stopPropagation();
                  state.apply((current) => setLocked(current, node.key, !node.element.locked));
                }}
              />
              <Button
                size="small"
                type="text"
                disabled={!canEdit}
                aria-label={t(node.element.visible ? 'layers.hide' : 'layers.show', { name: labelOf(node.element) })}
                icon={node.element.visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
                onClick={(event) => {
                  event.stopPropagation();
                  state.apply((current) => setVisible(current, node.key, !node.element.visible));
                }}
              />
            </Flex>
          )}
        />
      )}
    </Flex>
  );
}
