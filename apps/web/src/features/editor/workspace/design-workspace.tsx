import {
  type DesignDocument,
  type DesignListItem,
  type ImageElement,
  type TextElement,
  mediaIdsOf,
} from '@plakat/shared';
import { Flex } from 'antd';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { notify } from '../../../lib/notify.ts';
import { useMinWidth } from '../../../lib/use-min-width.ts';
import { poolPicker } from '../../media-pool/index.ts';
import type { DesignStageHandle, DesignStageProps } from '../canvas/index.ts';
import { findElement, updateElementProps } from '../model/index.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LayersPanel } from './layers-panel.tsx';
import { PropertiesPanel } from './properties-panel.tsx';
import { SlidesList } from './slides-list.tsx';
import { TextEditOverlay } from './text-edit-overlay.tsx';
import { useAutosave } from './use-autosave.ts';
import { useCanvasBridge } from './use-canvas-bridge.ts';
import { useCommands } from './use-commands.ts';
import { useDesignState } from './use-design-state.ts';
import { useGrowingText } from './use-growing-text.ts';
import { useOutput } from './use-output.ts';
import { useShortcuts } from './use-shortcuts.ts';
import { loadDesign, loadMediaInfo, saveAsCopy, useDesignMedia } from './workspace-api.ts';

type PickerProps = {
  open: boolean;
  room: number;
  onClose: () => void;
  onPick: (ids: string[]) => Promise<unknown>;
  title: string;
};
// Loaded when first needed: a conflict, a narrow window (the panels as drawers), a pick from the pool.
const ConflictModal = lazy(() => import('./conflict-modal.tsx').then((m) => ({ default: m.ConflictModal })));
const PanelDrawer = lazy(() => import('./panel-drawer.tsx').then((m) => ({ default: m.PanelDrawer })));
const PoolPicker = lazy(() => poolPicker().then((component) => ({ default: component as ComponentType<PickerProps> })));
type PickTarget = { kind: 'element' } | { kind: 'background' } | { kind: 'replace'; id: string };

/**
 * The design editor (/dashboard/editor/canva-design/{id}): the toolbar, the slides and layers on the left, the canvas
 * (canvas/, konva) in the middle, the properties on the right; below 992 px the panels open as drawers. Changes are
 * saved a few seconds after the last one (use-autosave.ts); a conflict with another tab asks what to do.
 */
export function DesignWorkspace({
  design,
  Stage,
}: {
  /** The design as loaded, its document read by `loadDesign` (migrated and checked). */
  design: DesignListItem & { document: DesignDocument };
  Stage: ComponentType<DesignStageProps>;
}) {
  const { t } = useTranslation('designEditor');
  const navigate = useNavigate();
  const canEdit = useCan('ADDSPOT_EDIT_IN_EDITOR');
  const wide = useMinWidth(992);
  const state = useDesignState(design.document);
  const commands = useCommands(state);
  const [zoom, setZoom] = useState(0.5);
  const [showSafeArea, setShowSafeArea] = useState(true);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [picking, setPicking] = useState<PickTarget | null>(null);
  const [panel, setPanel] = useState<'layers' | 'properties' | null>(null);
  const stage = useRef<DesignStageHandle>(null);

  const mediaKey = mediaIdsOf(state.doc).join(',');
  const media = useDesignMedia(useMemo(() => (mediaKey ? mediaKey.split(',') : []), [mediaKey]));
  const resolveImage = useCallback((id: string) => media.byId.get(id) ?? null, [media.byId]);
  const output = useOutput(design.id, design.name, resolveImage);
  const autosave = useAutosave(design.id, state.doc, design, output.thumbnail);
  const bridge = useCanvasBridge(state, zoom, showSafeArea);
  // A design saved without a picture (made by the demo data, or its thumbnail upload failed) gets one now.
  const thumbnailOnOpen = useRef(!design.thumbnailUrl);
  useEffect(() => {
    if (!thumbnailOnOpen.current || !canEdit || media.loading) return;
    thumbnailOnOpen.current = false;
    void output.thumbnail(design.revision, design.document);
  }, [canEdit, media.loading, output, design]);
  useShortcuts(state, commands, canEdit && editingId === null && picking === null);

  const editing = editingId ? findElement(state.slide.elements, editingId) : null;
  const editingBox = editing && stage.current?.screenBoxOf(editing.id);
  useGrowingText(stage, editing?.type === 'text' ? editing : null, state.apply);

  const pick = async ([fileId]: string[]) => {
    if (!fileId || !picking) return;
    const { data } = await loadMediaInfo(fileId);
    const size = data.width && data.height ? { width: data.width, height: data.height } : undefined;
    if (picking.kind === 'element') commands.addImage(fileId, size);
    else if (picking.kind === 'background') {
      state.applyDocument((d) => ({
        ...d,
        background: { type: 'image', mediaId: fileId, fit: 'cover', color: d.background.color },
      }));
    } else {
      const id = picking.id;
      state.apply((elements) => updateElementProps<ImageElement>(elements, id, { mediaId: fileId, crop: null }));
    }
    setPicking(null);
  };

  const reload = async () => {
    const fresh = await loadDesign(design.id);
    autosave.rebase(fresh.document, fresh.revision, fresh.updatedAt);
    state.replace(fresh.document);
  };
  const saveCopy = async () => {
    const id = await saveAsCopy(t('conflict.copyName', { name: design.name }), state.doc);
    notify.success(t('conflict.copied'));
    navigate(paths.dashboard.editorCanvas(id));
  };

  const layers = (
    <>
      <SlidesList state={state} canEdit={canEdit} />
      <LayersPanel state={state} canEdit={canEdit} />
    </>
  );
  const properties = (
    <PropertiesPanel
      state={state}
      commands={commands}
      canEdit={canEdit}
      onPickBackground={() => setPicking({ kind: 'background' })}
      onReplaceImage={(element) => setPicking({ kind: 'replace', id: element.id })}
    />
  );
  const side = { background: '#fff', overflowY: 'auto' as const, flex: 'none' as const };

  return (
    <Flex vertical style={{ height: 'calc(100vh - 64px)', minHeight: 480 }} data-testid="design-workspace">
      <EditorToolbar
        name={design.name}
        size={t('props.size', { width: state.doc.width, height: state.doc.height })}
        saveState={autosave.state}
        canEdit={canEdit}
        canUndo={state.canUndo}
        canRedo={state.canRedo}
        onUndo={state.undo}
        onRedo={state.redo}
        onAdd={(kind) => (kind === 'image' ? setPicking({ kind: 'element' }) : commands.add(kind))}
        zoom={zoom}
        onZoom={(factor) => setZoom((z) => Math.min(8, Math.max(0.02, z * factor)))}
        onFit={() => stage.current?.fitToScreen()}
        showSafeArea={showSafeArea}
        onToggleSafeArea={() => setShowSafeArea((v) => !v)}
        onExport={(choice) => void output.exportSlide(state.doc, state.slideIndex, choice)}
        exporting={output.exporting}
        onPublish={() => void output.publish(autosave.saveNow, () => state.doc)}
        publishing={output.publishing}
        panels={wide ? undefined : setPanel}
      />
      <Flex style={{ flex: 1, minHeight: 0 }}>
        {wide && <div style={{ ...side, width: 260, borderRight: '1px solid rgba(5, 5, 5, 0.06)' }}>{layers}</div>}
        <div style={{ position: 'relative', flex: 1, minWidth: 0 }} data-testid="design-canvas">
          <Stage
            ref={stage}
            document={state.doc}
            slideIndex={state.slideIndex}
            zoom={zoom}
            onZoomChange={setZoom}
            selectedIds={state.selected}
            onSelect={bridge.onSelect}
            onGesture={canEdit ? bridge.onGesture : undefined}
            onChange={canEdit ? bridge.onChange : () => undefined}
            snapPosition={bridge.snapPosition}
            resolveImage={resolveImage}
            showSafeArea={showSafeArea}
            onEditText={canEdit ? setEditingId : undefined}
            editingId={editingId}
          />
          {editing?.type === 'text' && editingBox && (
            <TextEditOverlay
              element={editing}
              box={editingBox}
              onChange={(text) =>
                state.apply(
                  (elements) => updateElementProps<TextElement>(elements, editing.id, { text }),
                  `text:${editing.id}`,
                )
              }
              onDone={() => {
                state.endGesture();
                setEditingId(null);
              }}
            />
          )}
        </div>
        {wide && <div style={{ ...side, width: 300, borderLeft: '1px solid rgba(5, 5, 5, 0.06)' }}>{properties}</div>}
      </Flex>
      {!wide && panel !== null && (
        <Suspense fallback={null}>
          <PanelDrawer
            side={panel === 'layers' ? 'left' : 'right'}
            title={panel === 'layers' ? t('layers.title') : t('props.title')}
            onClose={() => setPanel(null)}
          >
            {panel === 'layers' ? layers : properties}
          </PanelDrawer>
        </Suspense>
      )}
      {autosave.state.kind === 'conflict' && (
        <Suspense fallback={null}>
          <ConflictModal open message={autosave.state.message} onReload={reload} onSaveCopy={saveCopy} />
        </Suspense>
      )}
      {picking && (
        <Suspense fallback={null}>
          <PoolPicker
            open
            room={1}
            title={t(picking.kind === 'background' ? 'picker.background' : 'picker.picture')}
            onClose={() => setPicking(null)}
            onPick={pick}
          />
        </Suspense>
      )}
    </Flex>
  );
}
