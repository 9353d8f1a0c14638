import {
  ArrowLeftOutlined,
  BarsOutlined,
  BorderOuterOutlined,
  CloudUploadOutlined,
  ControlOutlined,
  DownloadOutlined,
  ExpandOutlined,
  PlusOutlined,
  RedoOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { NewElementKind } from '../model/index.ts';
import { MenuButton } from './menu-button.tsx';
import { SaveStatus } from './save-status.tsx';
import type { SaveState } from './use-autosave.ts';

export type ExportChoice = { format: 'png' | 'jpeg'; scale: 1 | 2 };
const addKinds: NewElementKind[] = ['text', 'image', 'rectangle', 'ellipse', 'line', 'clock', 'date', 'qr'];
const exportChoices: ExportChoice[] = [
  { format: 'png', scale: 1 },
  { format: 'png', scale: 2 },
  { format: 'jpeg', scale: 1 },
  { format: 'jpeg', scale: 2 },
];

/** The editor's top row: back to the list, the name and save state, undo and redo, add, zoom, export, publish. */
export function EditorToolbar(props: {
  name: string;
  size: string;
  saveState: SaveState;
  canEdit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAdd: (kind: NewElementKind) => void;
  zoom: number;
  onZoom: (factor: number) => void;
  onFit: () => void;
  showSafeArea: boolean;
  onToggleSafeArea: () => void;
  onExport: (choice: ExportChoice) => void;
  exporting: boolean;
  onPublish: () => void;
  publishing: boolean;
  /** Below the panels' breakpoint: buttons that open the layers and properties as drawers. */
  panels?: (panel: 'layers' | 'properties') => void;
}) {
  const { t } = useTranslation('designEditor');
  const navigate = useNavigate();
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      justify="space-between"
      style={{ padding: '8px 12px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)', background: '#fff' }}
    >
      <Flex gap={8} align="center" style={{ minWidth: 0 }}>
        <Button icon={<ArrowLeftOutlined aria-hidden />} type="text" onClick={() => navigate(paths.dashboard.editor)}>
          {t('toolbar.designs')}
        </Button>
        <Flex vertical style={{ minWidth: 0 }}>
          {/* The canvas page's one h1 (screen readers jump to it), in the toolbar's own look. */}
          <h1 style={{ font: 'inherit', color: 'inherit', margin: 0, minWidth: 0 }}>
            <Typography.Text strong ellipsis style={{ maxWidth: 280 }} data-testid="design-name">
              {props.name}
            </Typography.Text>
          </h1>
          <Flex gap={8} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {props.size}
            </Typography.Text>
            <SaveStatus state={props.saveState} />
          </Flex>
        </Flex>
      </Flex>
      <Flex gap={4} align="center" wrap>
        {props.panels && (
          <>
            <Button icon={<BarsOutlined aria-hidden />} onClick={() => props.panels?.('layers')}>
              {t('layers.title')}
            </Button>
            <Button icon={<ControlOutlined aria-hidden />} onClick={() => props.panels?.('properties')}>
              {t('props.title')}
            </Button>
          </>
        )}
        <Tooltip title={t('toolbar.undo')}>
          <Button
            icon={<UndoOutlined aria-hidden />}
            aria-label={t('toolbar.undo')}
            disabled={!props.canUndo || !props.canEdit}
            onClick={props.onUndo}
          />
        </Tooltip>
        <Tooltip title={t('toolbar.redo')}>
          <Button
            icon={<RedoOutlined aria-hidden />}
            aria-label={t('toolbar.redo')}
            disabled={!props.canRedo || !props.canEdit}
            onClick={props.onRedo}
          />
        </Tooltip>
        <MenuButton
          label={t('toolbar.add')}
          icon={<PlusOutlined aria-hidden />}
          disabled={!props.canEdit}
          testId="add-element"
          items={addKinds.map((kind) => ({ key: kind, label: t(`add.${kind}`) }))}
          onPick={(key) => props.onAdd(key as NewElementKind)}
        />
        <Tooltip title={t('toolbar.zoomOut')}>
          <Button
            icon={<ZoomOutOutlined aria-hidden />}
            aria-label={t('toolbar.zoomOut')}
            onClick={() => props.onZoom(1 / 1.25)}
          />
        </Tooltip>
        <Typography.Text style={{ minWidth: 48, textAlign: 'center' }} data-testid="zoom-level">
          {Math.round(props.zoom * 100)} %
        </Typography.Text>
        <Tooltip title={t('toolbar.zoomIn')}>
          <Button
            icon={<ZoomInOutlined aria-hidden />}
            aria-label={t('toolbar.zoomIn')}
            onClick={() => props.onZoom(1.25)}
          />
        </Tooltip>
        <Tooltip title={t('toolbar.fit')}>
          <Button icon={<ExpandOutlined aria-hidden />} aria-label={t('toolbar.fit')} onClick={props.onFit} />
        </Tooltip>
        <Tooltip title={t('toolbar.safeArea')}>
          <Button
            icon={<BorderOuterOutlined aria-hidden />}
            aria-label={t('toolbar.safeArea')}
            aria-pressed={props.showSafeArea}
            type={props.showSafeArea ? 'primary' : 'default'}
            ghost={props.showSafeArea}
            onClick={props.onToggleSafeArea}
          />
        </Tooltip>
        <MenuButton
          label={t('toolbar.export')}
          icon={<DownloadOutlined aria-hidden />}
          loading={props.exporting}
          testId="export-design"
          items={exportChoices.map((choice) => ({
            key: `${choice.format}-${choice.scale}`,
            label: t('toolbar.exportAs', { format: choice.format.toUpperCase(), scale: choice.scale }),
          }))}
          onPick={(key) => {
            const [format, scale] = key.split('-');
            props.onExport({ format: format as ExportChoice['format'], scale: Number(scale) as 1 | 2 });
          }}
        />
        <Button
          type="primary"
          icon={<CloudUploadOutlined aria-hidden />}
          loading={props.publishing}
          disabled={!props.canEdit}
          onClick={props.onPublish}
          data-testid="publish-design"
        >
          {t('toolbar.publish')}
        </Button>
      </Flex>
    </Flex>
  );
}
