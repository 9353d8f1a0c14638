import type { DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MediaFileItem } from '@plakat/shared';
import { ColorChip } from '../../../components/color-chip.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { formatBytes, formatDuration } from '../lib/format.ts';

/** 'image/jpeg' → 'JPEG'. */
export const formatName = (mime: string) => (mime.split('/')[1] ?? mime).toUpperCase();
export const kindOf = (mime: string) => (mime.startsWith('video/') ? 'video' : 'image');

/**
 * The file information of spec 02 §2 (expanded row) as Descriptions items: file id, title, description, category with
 * its colour, type, media type, resolution, alignment, size, duration (videos only), used or not, access level.
 */
export function useFileInfoItems(file: MediaFileItem): NonNullable<DescriptionsProps['items']> {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  return [
    { key: 'id', label: t('expanded.fileId'), children: file.onlineId },
    { key: 'title', label: t('expanded.title'), children: file.title },
    { key: 'description', label: t('expanded.description'), children: file.description || '—' },
    {
      key: 'category',
      label: t('expanded.category'),
      children: file.categoryTitle ? <ColorChip title={file.categoryTitle} color={file.categoryColor} /> : '—',
    },
    {
      key: 'type',
      label: t('expanded.type'),
      children: `${t(`kind.${kindOf(file.type)}`)} (${formatName(file.type)})`,
    },
    { key: 'mediaType', label: t('expanded.mediaType'), children: t(`mediaType.${file.mediaType}`) },
    {
      key: 'resolution',
      label: t('expanded.resolution'),
      children: `${t(`resolution.${file.resolution}`)}${file.width && file.height ? ` (${file.width} × ${file.height})` : ''}`,
    },
    { key: 'alignment', label: t('expanded.alignment'), children: t(`alignment.${file.alignment}`) },
    { key: 'size', label: t('expanded.size'), children: formatBytes(file.size, language) },
    ...(file.duration !== null
      ? [{ key: 'duration', label: t('expanded.duration'), children: formatDuration(file.duration, language) }]
      : []),
    { key: 'use', label: t('expanded.use'), children: t(`status.${file.status}`) },
    { key: 'access', label: t('expanded.access'), children: t(`status.${file.infoAccess}`) },
  ];
}
