import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  SettingOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DisplayListItem, Permission } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { useCanWriteDisplay } from '../../hooks/use-can-write-display.ts';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { useChangeStatus } from '../../api/change-status.ts';
import { activityNotes } from '../lib/state-notes.ts';
import {
  AccessibilityModal,
  ConfirmModal,
  DuplicateModal,
  LocationModal,
  LockModal,
  ShareModal,
  ShutdownModal,
  TokenModal,
} from './lazy-dialogs.tsx';
import { LazyTooltip } from '../../../../components/lazy-tooltip.tsx';
import { PairScreen } from '../../pairing/components/lazy-pairing.tsx';

type Dialog = 'accessibility' | 'location' | 'share' | 'activity' | 'lock' | 'token' | 'duplicate' | 'shutdown' | null;

function StateLine({
  label,
  value,
  color,
  onEdit,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  color?: string;
  onEdit: () => void;
  disabled: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('displays');
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Text type="secondary" style={{ minWidth: 110 }}>
        {label}
      </Typography.Text>
      <Tag color={color} style={{ marginInlineEnd: 'auto' }}>
        {value}
      </Tag>
      <LazyTooltip title={disabled ? hint : undefined}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={onEdit}
          disabled={disabled}
          aria-label={`${t('actions.edit')}: ${label}`}
        >
          {t('actions.edit')}
        </Button>
      </LazyTooltip>
    </Flex>
  );
}

function ActionButton({
  permission,
  disabled,
  hint,
  icon,
  onClick,
  children,
  danger,
}: {
  permission: Permission;
  disabled?: boolean;
  hint?: string;
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
}) {
  const can = useCan(permission);
  if (!can) return null;
  return (
    <LazyTooltip title={disabled ? hint : undefined} block>
      <Button icon={icon} onClick={onClick} disabled={disabled} danger={danger} block>
        {children}
      </Button>
    </LazyTooltip>
  );
}

/**
 * Management panel of a completed display (spec 02 §2 'Expanded display row', §4): the state lines with an Edit
 * action each, Edit Display, Player/Token, Duplicate and Shut down. A locked display only offers Unlock.
 * Actions the user has no permission for are hidden.
 */
export function ManagementPanel({ display }: { display: DisplayListItem }) {
  const { t } = useTranslation('displays');
  const { dialog, open: setDialog, close } = useDialog<NonNullable<Dialog>>();
  const canAccess = useCan('SET_DISPLAY_ACCESS_CONTROLS');
  const canStatus = useCan('SET_DISPLAY_STATUS');
  const canLock = useCan('SET_DISPLAY_LOCK');
  const canEdit = useCan('EDIT_DISPLAY');
  const locked = display.isLocked;
  const lockedHint = t('manage.lockedHint');
  const statusMutation = useChangeStatus();
  const nextStatus = display.isActive ? 'inactive' : 'active';

  return (
    <Flex vertical gap={10}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        <SettingOutlined aria-hidden /> {t('manage.heading')}
      </Typography.Title>
      {canAccess && (
        <>
          <StateLine
            label={t('fields.accessibility')}
            value={t(`accessibility.${display.accessibility}`)}
            color={display.accessibility === 'public' ? 'blue' : undefined}
            onEdit={() => setDialog('accessibility')}
            disabled={locked}
            hint={lockedHint}
          />
          <StateLine
            label={t('fields.locationType')}
            value={t(`location.${display.location}`)}
            color={display.location === 'external' ? 'cyan' : undefined}
            onEdit={() => setDialog('location')}
            disabled={locked}
            hint={lockedHint}
          />
          <StateLine
            label={t('fields.shareOptions')}
            value={t(`share.${display.shareOptions}`)}
            color={display.shareOptions === 'notShare' ? undefined : 'purple'}
            onEdit={() => setDialog('share')}
            disabled={locked}
            hint={lockedHint}
          />
        </>
      )}
      {canStatus && (
        <StateLine
          label={t('fields.activity')}
          value={t(`activity.${display.isActive ? 'active' : 'inactive'}`)}
          color={display.isActive ? 'green' : undefined}
          onEdit={() => setDialog('activity')}
          disabled={locked}
          hint={lockedHint}
        />
      )}
      {canLock && (
        <StateLine
          label={t('fields.lock')}
          value={t(`lock.${locked ? 'locked' : 'unlocked'}`)}
          color={locked ? 'red' : undefined}
          onEdit={() => setDialog('lock')}
          disabled={false}
        />
      )}
      <Flex vertical gap={8} style={{ marginTop: 4 }}>
        {canEdit &&
          (locked ? (
            <LazyTooltip title={lockedHint} block>
              <Button icon={<EditOutlined aria-hidden />} disabled block>
                {t('actions.editDisplay')}
              </Button>
            </LazyTooltip>
          ) : (
            <Link to={paths.dashboard.displayManagement.edit(display.id)}>
              <Button icon={<EditOutlined aria-hidden />} block>
                {t('actions.editDisplay')}
              </Button>
            </Link>
          ))}
        <ActionButton
          permission="SEND_DISPLAY_TOKEN"
          icon={<KeyOutlined aria-hidden />}
          onClick={() => setDialog('token')}
          disabled={locked || !display.canManageToken}
          hint={locked ? lockedHint : t('modals.token.inactiveHint')}
        >
          {t('actions.playerToken')}
        </ActionButton>
        <PairScreen display={display} block />
        <ActionButton
          permission="DUPLICATE_DISPLAY"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => setDialog('duplicate')}
          disabled={locked}
          hint={lockedHint}
        >
          {t('actions.duplicate')}
        </ActionButton>
        <ActionButton
          permission="DELETE_DISPLAY"
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => setDialog('shutdown')}
          disabled={locked}
          hint={lockedHint}
          danger
        >
          {t('actions.shutdown')}
        </ActionButton>
      </Flex>

      <Suspense fallback={null}>
        {dialog === 'accessibility' && <AccessibilityModal display={display} open onClose={close} />}
        {dialog === 'location' && <LocationModal display={display} open onClose={close} />}
        {dialog === 'share' && <ShareModal display={display} open onClose={close} />}
        {dialog === 'duplicate' && <DuplicateModal display={display} open onClose={close} />}
        {dialog === 'token' && <TokenModal display={display} open onClose={close} />}
        {dialog === 'shutdown' && <ShutdownModal ids={[display.id]} open onClose={close} />}
        {dialog === 'lock' && <LockModal ids={[display.id]} action={locked ? 'unlock' : 'lock'} open onClose={close} />}
        {dialog === 'activity' && (
          <ConfirmModal
            open
            title={t(`modals.activity.${nextStatus}Title`)}
            text={t(`modals.activity.${nextStatus}Text`)}
            warnings={activityNotes(display, !display.isActive).warnings.map((key) => t(`modals.${key}`))}
            loading={statusMutation.isPending}
            onConfirm={() => statusMutation.mutate({ id: display.id, status: nextStatus }, { onSuccess: close })}
            onClose={close}
          />
        )}
      </Suspense>
    </Flex>
  );
}

/** A draft or duplicated display: only Finish setup (continue in the wizard) and Shut down. */
export function UnfinishedActions({ display }: { display: DisplayListItem }) {
  const { t } = useTranslation('displays');
  const { dialog, open: setDialog, close } = useDialog<'shutdown' | 'unlock'>();
  const canContinue = useCanWriteDisplay()(display.status);
  const canLock = useCan('SET_DISPLAY_LOCK');
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('manage.unfinished')}</Typography.Text>
      {canContinue && !display.isLocked && (
        <Link to={paths.dashboard.displayManagement.edit(display.id)}>
          <Button type="primary" icon={<EditOutlined aria-hidden />} block>
            {t('actions.finishSetup')}
          </Button>
        </Link>
      )}
      {canLock && display.isLocked && (
        <Button icon={<UnlockOutlined aria-hidden />} onClick={() => setDialog('unlock')} block>
          {t('actions.unlock')}
        </Button>
      )}
      <ActionButton
        permission="DELETE_DISPLAY"
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => setDialog('shutdown')}
        disabled={display.isLocked}
        hint={t('manage.lockedHint')}
        danger
      >
        {t('actions.shutdown')}
      </ActionButton>
      <Suspense fallback={null}>
        {dialog === 'shutdown' && <ShutdownModal ids={[display.id]} open onClose={close} />}
        {dialog === 'unlock' && <LockModal ids={[display.id]} action="unlock" open onClose={close} />}
      </Suspense>
    </Flex>
  );
}
