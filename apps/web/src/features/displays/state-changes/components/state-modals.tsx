import { Alert, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Accessibility,
  type DisplayListItem,
  type LocationType,
  accessibilities,
  locationTypes,
} from '@plakat/shared';
import { DuplicateCountModal } from './duplicate-count-modal.tsx';
import { useChangeInfoAccess } from '../../api/change-info-access.ts';
import { useChangeLocation } from '../../api/change-location.ts';
import { useDuplicateDisplay } from '../../api/duplicate-display.ts';
import { useSendDisplayToken } from '../../api/send-display-token.ts';
import { accessibilityNotes, locationNotes } from '../lib/state-notes.ts';

export type ModalProps = { display: DisplayListItem; open: boolean; onClose: () => void };

export function Warnings({ warnings, infos = [] }: { warnings: string[]; infos?: string[] }) {
  return (
    <>
      {infos.map((text) => (
        <Alert key={text} type="info" showIcon title={text} />
      ))}
      {warnings.map((text) => (
        <Alert key={text} type="warning" showIcon title={text} />
      ))}
    </>
  );
}

/** Accessibility (public/private) with the info and warnings of spec 02 §4 (lib/state-notes.ts). */
export function AccessibilityModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState<Accessibility>(display.accessibility);
  const mutation = useChangeInfoAccess();
  const notes = accessibilityNotes(display, value);
  const infos = notes.infos.map((key) => t(`modals.${key}`));
  const consequences = notes.warnings.map((key) => t(`modals.${key}`));
  return (
    <Modal
      open={open}
      title={t('modals.accessibility.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: value === display.accessibility, loading: mutation.isPending }}
      onOk={() => mutation.mutate({ id: display.id, infoAccess: value }, { onSuccess: onClose })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Radio.Group
          value={value}
          onChange={(e) => setValue(e.target.value)}
          options={accessibilities.map((a) => ({ value: a, label: t(`accessibility.${a}`) }))}
        />
        <Warnings warnings={[]} infos={infos} />
        {consequences.length > 0 && (
          <Alert
            type="warning"
            showIcon
            title={t('modals.accessibility.toPrivateIntro')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {consequences.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            }
          />
        )}
      </Flex>
    </Modal>
  );
}

/** Location (external/internal) with the info and warnings of spec 02 §4 (lib/state-notes.ts). */
export function LocationModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState<LocationType>(display.location);
  const mutation = useChangeLocation();
  const notes = locationNotes(display, value);
  return (
    <Modal
      open={open}
      title={t('modals.location.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: value === display.location, loading: mutation.isPending }}
      onOk={() => mutation.mutate({ id: display.id, location: value }, { onSuccess: onClose })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Radio.Group
          value={value}
          onChange={(e) => setValue(e.target.value)}
          options={locationTypes.map((l) => ({ value: l, label: t(`location.${l}`) }))}
        />
        <Warnings
          warnings={notes.warnings.map((key) => t(`modals.${key}`))}
          infos={notes.infos.map((key) => t(`modals.${key}`))}
        />
      </Flex>
    </Modal>
  );
}

/** Duplicate: 1-5 copies (default 1), not activated. */
export function DuplicateModal({ display, open, onClose }: ModalProps) {
  const mutation = useDuplicateDisplay();
  return (
    <DuplicateCountModal
      open={open}
      onlineId={display.onlineId}
      pending={mutation.isPending}
      onClose={onClose}
      onConfirm={(count) => mutation.mutate({ id: display.id, count }, { onSuccess: onClose })}
    />
  );
}

/** Player token: the e-mail is read-only until 'edit e-mail'; the repeat must match. Only while active. */
export function TokenModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [editing, setEditing] = useState(!display.email);
  const [form] = Form.useForm<{ email: string; repeatEmail: string }>();
  const mutation = useSendDisplayToken();
  const initial = useMemo(() => ({ email: display.email ?? '', repeatEmail: '' }), [display.email]);
  const submit = (values: { email: string; repeatEmail: string }) => {
    const email = values.email.trim();
    mutation.mutate(
      { id: display.id, email, repeatEmail: editing ? values.repeatEmail.trim() : email },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      open={open}
      title={t('modals.token.title')}
      okText={t('modals.token.send')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: mutation.isPending, disabled: !display.canManageToken }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {!display.canManageToken && <Alert type="warning" showIcon title={t('modals.token.inactiveHint')} />}
        <Typography.Text type="secondary">{t('modals.token.text')}</Typography.Text>
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark={false}>
          <Form.Item
            name="email"
            label={t('modals.token.email')}
            rules={[
              { required: true, whitespace: true, message: t('modals.token.required') },
              { type: 'email', message: t('modals.token.invalidEmail') },
            ]}
            extra={
              !editing && (
                <Typography.Link onClick={() => setEditing(true)} disabled={!display.canManageToken}>
                  {t('modals.token.editEmail')}
                </Typography.Link>
              )
            }
          >
            <Input readOnly={!editing} disabled={!display.canManageToken} autoComplete="off" />
          </Form.Item>
          {editing && (
            <Form.Item
              name="repeatEmail"
              label={t('modals.token.repeatEmail')}
              dependencies={['email']}
              rules={[
                { required: true, whitespace: true, message: t('modals.token.required') },
                ({ getFieldValue }) => ({
                  validator: (_, v: string) =>
                    !v ||
                    String(getFieldValue('email') ?? '')
                      .trim()
                      .toLowerCase() === v.trim().toLowerCase()
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('modals.token.mismatch'))),
                }),
              ]}
            >
              <Input disabled={!display.canManageToken} autoComplete="off" />
            </Form.Item>
          )}
        </Form>
      </Flex>
    </Modal>
  );
}
