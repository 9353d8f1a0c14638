import {
  DeleteOutlined,
  EditOutlined,
  InboxOutlined,
  LockOutlined,
  UndoOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Radio, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type MediaFileItem,
  type MediaRuleMessage,
  type MediaType,
  canChangeArchive,
  canDeleteFile,
  canEditFile,
  canSetMediaType,
  mediaTypes,
} from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import { useLanguage } from '../../../../lib/use-language.ts';
import { useChangeAccess, useChangeArchive, useDeleteFiles, useSetMediaType } from '../../api/file-changes.ts';
import { fileQueryOptions } from '../../api/get-file.ts';
import type { MediaAbilities } from '../../hooks/use-media-abilities.ts';

type File = Pick<
  MediaFileItem,
  'id' | 'onlineId' | 'title' | 'type' | 'resolution' | 'isArchived' | 'mediaType' | 'infoAccess' | 'status'
>;

/** 'apiMediaPool.rules.archived' → the web's own text of the rule (mediaPool:rules.archived). */
const ruleKey = (message: MediaRuleMessage) => `rules.${message.split('.').pop()}` as const;

/** A control that is disabled for a reason shows the reason on hover and focus (the wrapper takes the pointer). */
function Explained({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return children;
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-flex', cursor: 'not-allowed' }}>{children}</span>
    </Tooltip>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/**
 * The expanded row's change-state, edit-file and delete-file blocks (spec 02 §2, outside assignment mode). Every rule
 * of §4 is explained before the click: a disabled control names its reason (archived, video as background, the
 * resolution), and so does a missing permission key.
 */
export function ManagementBlocks({ file, abilities }: { file: File; abilities: MediaAbilities }) {
  const { t } = useTranslation('mediaPool');
  const archive = useChangeArchive();
  const setType = useSetMediaType();
  const access = useChangeAccess();
  const remove = useDeleteFiles();
  const noKey = t('manage.noPermission');
  const reason = (rule: MediaRuleMessage | null, allowed: boolean) =>
    !allowed ? noKey : rule ? t(ruleKey(rule)) : null;

  const archiveReason = reason(canChangeArchive(file), abilities.may('setStatus', file.infoAccess));
  const editReason = reason(canEditFile(file), abilities.may('editGeneral', file.infoAccess));
  const accessReason = reason(canEditFile(file), abilities.may('editAccess', file.infoAccess));
  const typeAllowed = abilities.may('setMediaType', file.infoAccess);
  const deleteReason = reason(canDeleteFile(file), abilities.canDelete);
  const archiveAction = file.isArchived ? 'unArchive' : 'archive';
  const nextAccess = file.infoAccess === 'public' ? 'private' : 'public';

  return (
    <Flex vertical gap={20}>
      <Block title={t('manage.changeState')}>
        <Explained reason={archiveReason}>
          <Popconfirm
            title={t(`manage.${archiveAction}`)}
            description={<div style={{ maxWidth: 300 }}>{t(`manage.${archiveAction}Confirm`)}</div>}
            okText={t('list.ok')}
            cancelText={t('list.cancel')}
            onConfirm={() => archive.mutateAsync({ fileIds: [file.id], action: archiveAction })}
            disabled={!!archiveReason}
          >
            <Button
              icon={file.isArchived ? <UndoOutlined aria-hidden /> : <InboxOutlined aria-hidden />}
              disabled={!!archiveReason}
              style={archiveReason ? { pointerEvents: 'none' } : undefined}
            >
              {t(`manage.${archiveAction}`)}
            </Button>
          </Popconfirm>
        </Explained>
        <div>
          <Typography.Text type="secondary" id={`media-type-${file.id}`}>
            {t('manage.mediaType')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={`media-type-${file.id}`}
            value={file.mediaType}
            optionType="button"
            size="small"
            style={{ display: 'flex', flexWrap: 'wrap', marginTop: 4 }}
            onChange={(e) => setType.mutate({ fileId: file.id, mediaType: e.target.value as MediaType })}
          >
            {mediaTypes.map((type) => {
              const why = reason(canSetMediaType(file, type), typeAllowed);
              const current = type === file.mediaType;
              return (
                <Explained key={type} reason={current ? null : why}>
                  <Radio.Button
                    value={type}
                    disabled={!current && !!why}
                    style={!current && why ? { pointerEvents: 'none' } : undefined}
                  >
                    {t(`mediaType.${type}`)}
                  </Radio.Button>
                </Explained>
              );
            })}
          </Radio.Group>
        </div>
        <div>
          <Typography.Text type="secondary">
            {t('manage.access')}: <strong>{t(`status.${file.infoAccess}`)}</strong>
          </Typography.Text>
          <div style={{ marginTop: 4 }}>
            <Explained reason={accessReason}>
              <Popconfirm
                title={t(`status.${nextAccess}`)}
                description={
                  <div style={{ maxWidth: 300 }}>
                    {t(nextAccess === 'private' ? 'manage.accessToPrivate' : 'manage.accessToPublic')}
                  </div>
                }
                okText={t('list.ok')}
                cancelText={t('list.cancel')}
                onConfirm={() => access.mutateAsync({ fileId: file.id, infoAccess: nextAccess })}
                disabled={!!accessReason}
              >
                <Button
                  size="small"
                  icon={nextAccess === 'private' ? <LockOutlined aria-hidden /> : <UnlockOutlined aria-hidden />}
                  disabled={!!accessReason}
                  style={accessReason ? { pointerEvents: 'none' } : undefined}
                >
                  {t(nextAccess === 'private' ? 'manage.makePrivate' : 'manage.makePublic')}
                </Button>
              </Popconfirm>
            </Explained>
          </div>
        </div>
      </Block>
      <Block title={t('manage.editFile')}>
        <Explained reason={editReason}>
          {editReason ? (
            <Button icon={<EditOutlined aria-hidden />} disabled style={{ pointerEvents: 'none' }}>
              {t('manage.edit')}
            </Button>
          ) : (
            <Link to={paths.dashboard.mediaPool.edit(file.id)}>
              <Button icon={<EditOutlined aria-hidden />}>{t('manage.edit')}</Button>
            </Link>
          )}
        </Explained>
      </Block>
      <Block title={t('manage.deleteFile')}>
        <Explained reason={deleteReason}>
          <DeleteButton
            file={file}
            disabled={!!deleteReason}
            onConfirm={() => remove.mutateAsync({ fileIds: [file.id] })}
          />
        </Explained>
      </Block>
    </Flex>
  );
}

/** Delete with a confirmation; a file in use names where (the details call, loaded when the file is used). */
function DeleteButton({
  file,
  disabled,
  onConfirm,
}: {
  file: File;
  disabled: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation('mediaPool');
  const language = useLanguage();
  const details = useQuery({ ...fileQueryOptions(file.id, language), enabled: file.status === 'used' && !disabled });
  const places = (details.data?.usage ?? [])
    .map((use) =>
      t('manage.place', { kind: t(`details.usageKind.${use.kind}`), id: use.onlineId ?? '', title: use.title ?? '' }),
    )
    .join(', ');
  const text =
    file.status === 'used'
      ? t('manage.deleteUsedConfirm', { places: places || t('status.used') })
      : t('manage.deleteConfirm');
  return (
    <Popconfirm
      title={t('manage.delete')}
      description={<div style={{ maxWidth: 300 }}>{text}</div>}
      okText={t('list.ok')}
      cancelText={t('list.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={disabled}
        style={disabled ? { pointerEvents: 'none' } : undefined}
      >
        {t('manage.delete')}
      </Button>
    </Popconfirm>
  );
}
