import {
  CheckCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  GlobalOutlined,
  HomeOutlined,
  LockFilled,
  PauseCircleOutlined,
  ShareAltOutlined,
  StopOutlined,
  TeamOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import type { DisplayListItem } from '@plakat/shared';

type StatusFields = Pick<DisplayListItem, 'accessibility' | 'location' | 'shareOptions' | 'isActive' | 'isLocked'>;

function StatusIcon({ label, color, children }: { label: string; color: string; children: ReactNode }) {
  return (
    <LazyTooltip title={label}>
      <span role="img" aria-label={label} style={{ color, fontSize: 16, lineHeight: 1 }}>
        {children}
      </span>
    </LazyTooltip>
  );
}

/** The five state icons of a display with tooltips (spec 02 §2 'Statuses'). */
export const StatusIcons = memo(function StatusIcons({ display }: { display: StatusFields }) {
  const { t } = useTranslation('displays');
  const share = display.shareOptions;
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusIcon
        label={t(`accessibility.${display.accessibility}`)}
        color={display.accessibility === 'public' ? '#1677ff' : '#8c8c8c'}
      >
        {display.accessibility === 'public' ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </StatusIcon>
      <StatusIcon
        label={t(`location.${display.location}`)}
        color={display.location === 'external' ? '#13c2c2' : '#8c8c8c'}
      >
        {display.location === 'external' ? <GlobalOutlined /> : <HomeOutlined />}
      </StatusIcon>
      <StatusIcon
        label={t(`share.${share}`)}
        color={share === 'notShare' ? '#8c8c8c' : share === 'share' ? '#722ed1' : '#fa8c16'}
      >
        {share === 'share' ? <ShareAltOutlined /> : share === 'restricted' ? <TeamOutlined /> : <StopOutlined />}
      </StatusIcon>
      <StatusIcon
        label={t(`activity.${display.isActive ? 'active' : 'inactive'}`)}
        color={display.isActive ? '#52c41a' : '#8c8c8c'}
      >
        {display.isActive ? <CheckCircleFilled /> : <PauseCircleOutlined />}
      </StatusIcon>
      <StatusIcon
        label={t(`lock.${display.isLocked ? 'locked' : 'unlocked'}`)}
        color={display.isLocked ? '#f5222d' : '#8c8c8c'}
      >
        {display.isLocked ? <LockFilled /> : <UnlockOutlined />}
      </StatusIcon>
    </div>
  );
});
