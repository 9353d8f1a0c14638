import {
  AppstoreOutlined,
  ColumnHeightOutlined,
  DesktopOutlined,
  MobileOutlined,
  QuestionCircleOutlined,
  TabletOutlined,
} from '@ant-design/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '@plakat/shared';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';

const icons: Record<string, typeof DesktopOutlined> = {
  LCDScreen: DesktopOutlined,
  LCDFloorstand: ColumnHeightOutlined,
  Tablet: TabletOutlined,
  LEDVideoWall: AppstoreOutlined,
  LCDVideoWall: AppstoreOutlined,
  Smartphone: MobileOutlined,
};

/**
 * The display type as an icon, with the draft or duplicated marker of unfinished displays (a plain tag: antd's Tag
 * would be part of every list's first load).
 */
export const DisplayTypeIcon = memo(function DisplayTypeIcon({
  type,
  status,
}: {
  type: string | null;
  status?: DisplayStatus;
}) {
  const { t } = useTranslation('displays');
  const Icon = (type && icons[type]) || QuestionCircleOutlined;
  const label = type ? t(`displayType.${type}`) : t('values.none');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, minWidth: 64 }}>
      <LazyTooltip title={label}>
        <Icon role="img" aria-label={label} style={{ fontSize: 28, color: '#1677ff' }} />
      </LazyTooltip>
      {status && status !== 'completed' && (
        <span className={`plakat-tag plakat-tag-${status === 'draft' ? 'orange' : 'purple'}`}>
          {t(`displayStatus.${status}`)}
        </span>
      )}
    </div>
  );
});
