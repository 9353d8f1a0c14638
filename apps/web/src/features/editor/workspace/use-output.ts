import { type DesignDocument, designPictureLimits } from '@plakat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { designExport, type ImageResolver } from '../canvas/index.ts';
import type { ExportChoice } from './editor-toolbar.tsx';
import { designKeys } from '../api/keys.ts';
import { publishDesign, uploadThumbnail } from './workspace-api.ts';

/** Saves a blob under a file name through a temporary link (the browser's download). */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fileName = (name: string, ext: string) => `${name.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'design'}.${ext}`;

/**
 * What leaves the canvas, always rendered in the browser (the server stores and checks pictures, it never renders):
 * an export of the slide shown (PNG or JPEG, 1x or 2x), the publish render of the first slide at the design's size
 * into the media pool, and the list's thumbnail of each saved revision (the newest one wins when saves come fast).
 */
export function useOutput(designId: string, name: string, resolveImage: ImageResolver) {
  const { t } = useTranslation('designEditor');
  const client = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const thumbnailRunning = useRef(false);
  const thumbnailNext = useRef<{ revision: number; doc: DesignDocument } | null>(null);

  const exportSlide = async (doc: DesignDocument, slideIndex: number, choice: ExportChoice) => {
    setExporting(true);
    try {
      const { exportSlide } = await designExport();
      const blob = await exportSlide(doc, slideIndex, { resolveImage, format: choice.format, scale: choice.scale });
      download(blob, fileName(`${name}${choice.scale === 2 ? '@2x' : ''}`, choice.format === 'png' ? 'png' : 'jpg'));
    } catch {
      notify.error(t('output.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const publish = async (save: () => Promise<number | null>, doc: () => DesignDocument) => {
    setPublishing(true);
    try {
      const revision = await save();
      if (revision === null) return;
      // Without clocks and dates: the player draws them live over the published picture.
      const { renderForPublish } = await designExport();
      const picture = await renderForPublish(doc(), resolveImage);
      const answer = await publishDesign(designId, revision, picture);
      notify.success(answer.message ?? t('output.published'));
      void client.invalidateQueries({ queryKey: designKeys.all() });
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : t('output.publishFailed'));
    } finally {
      setPublishing(false);
    }
  };

  const thumbnail = useCallback(
    async (revision: number, doc: DesignDocument) => {
      thumbnailNext.current = { revision, doc };
      if (thumbnailRunning.current) return;
      thumbnailRunning.current = true;
      try {
        while (thumbnailNext.current) {
          const next = thumbnailNext.current;
          thumbnailNext.current = null;
          const { exportSlide } = await designExport();
          const picture = await exportSlide(next.doc, 0, {
            resolveImage,
            format: 'png',
            width: designPictureLimits.thumbnailWidth,
          });
          // A later revision's thumbnail replaces this one anyway: a failure is not worth a message.
          await uploadThumbnail(designId, next.revision, picture).catch(() => undefined);
        }
      } finally {
        thumbnailRunning.current = false;
      }
    },
    [designId, resolveImage],
  );

  return { exporting, publishing, exportSlide, publish, thumbnail };
}
