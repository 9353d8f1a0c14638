import { Alert, Checkbox, Flex, Form, Input, Modal, Radio, Spin, Typography } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DisplayListItem, accessibilities, locationTypes, shareOptions } from '@plakat/shared';
import { DuplicateCountModal } from './duplicate-count-modal.tsx';
import { paths } from '../../../config/paths.ts';
import { useChangeAccessibility } from '../api/change-accessibility.ts';
import { useChangeInfoAccess } from '../api/change-info-access.ts';
import { useChangeLocation } from '../api/change-location.ts';
import { useDuplicateDisplay } from '../api/duplicate-display.ts';
import { useDisplayPartners } from '../api/get-display-partners.ts';
import { useSendDisplayToken } from '../api/send-display-token.ts';
import { useShareDisplay } from '../api/share-display.ts';

type ModalProps = { display: DisplayListItem; open: boolean; onClose: () => void };

function Warnings({ warnings, infos = [] }: { warnings: string[]; infos?: string[] }) {
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

/** Accessibility (public/private) with the info and warnings of spec 02 §4. */
export function AccessibilityModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState(display.accessibility);
  const mutation = useChangeInfoAccess();
  const infos =
    value === 'public' && display.accessibility === 'private' ? [t('modals.accessibility.toPublicInfo')] : [];
  const consequences: string[] = [];
  if (value === 'private' && display.accessibility === 'public') {
    if (display.location === 'external') consequences.push(t('modals.accessibility.toPrivateLocation'));
    if (display.shareOptions !== 'notShare') {
      consequences.push(t('modals.accessibility.toPrivateShare'));
      consequences.push(t('modals.accessibility.toPrivatePartners'));
    }
  }
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

/** Location (external/internal): internal removes partners' commercials; external makes the display public. */
export function LocationModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState(display.location);
  const mutation = useChangeLocation();
  const warnings: string[] = [];
  const infos: string[] = [];
  if (value === 'internal' && display.location === 'external' && display.shareOptions !== 'notShare')
    warnings.push(t('modals.location.toInternalWarning'));
  if (value === 'external' && display.accessibility === 'private')
    warnings.push(t('modals.location.privateExternalWarning'));
  if (value === 'external' && display.location === 'internal') infos.push(t('modals.location.toExternalInfo'));
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
        <Warnings warnings={warnings} infos={infos} />
      </Flex>
    </Modal>
  );
}

/**
 * Share options: share, notShare or restricted. Restricted lists the partners, pre-checked where the display is
 * already shared, with an optional message; at least one partner must be chosen ('Select partner').
 */
export function ShareModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState(display.shareOptions);
  const [checked, setChecked] = useState<string[] | null>(null);
  const [message, setMessage] = useState('');
  const messageId = useId();
  const [tried, setTried] = useState(false);
  const partners = useDisplayPartners(display.id, open && value === 'restricted');
  const changeShare = useChangeAccessibility();
  const share = useShareDisplay();

  useEffect(() => {
    if (partners.data && checked === null)
      setChecked(partners.data.partners.filter((p) => p.isShared).map((p) => p.id));
  }, [partners.data, checked]);

  const selected = checked ?? [];
  const missingPartner = value === 'restricted' && selected.length === 0;
  const busy = changeShare.isPending || share.isPending;

  const save = async () => {
    setTried(true);
    if (missingPartner) return;
    try {
      if (value === 'restricted') {
        // shareDisplay restricts the display to exactly these partners (and makes it public) in one call.
        await share.mutateAsync({ displayId: display.id, message: message.trim(), partnerIds: selected });
      } else {
        await changeShare.mutateAsync({ id: display.id, share: value });
      }
      onClose();
    } catch {
      // the error toast comes from the query client
    }
  };

  const warnings: string[] = [];
  if (value !== 'notShare' && display.accessibility === 'private') warnings.push(t('modals.share.privateWarning'));
  if (value === 'notShare' && display.shareOptions !== 'notShare') warnings.push(t('modals.share.unshareWarning'));
  if (value === 'restricted' && display.shareOptions !== 'notShare') warnings.push(t('modals.share.restrictWarning'));
  return (
    <Modal
      open={open}
      title={t('modals.share.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ disabled: value === display.shareOptions && value !== 'restricted', loading: busy }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Flex vertical gap={12}>
        <Radio.Group
          value={value}
          onChange={(e) => setValue(e.target.value)}
          options={shareOptions.map((s) => ({ value: s, label: t(`share.${s}`) }))}
        />
        <Warnings warnings={warnings} />
        {value === 'restricted' && (
          <Flex vertical gap={8}>
            <Typography.Text strong>{t('modals.share.partnersTitle')}</Typography.Text>
            {partners.isPending ? (
              <Spin size="small" />
            ) : partners.isError ? (
              <Alert type="error" showIcon title={t('errors.loadFailed')} />
            ) : partners.data.partners.length === 0 ? (
              <Typography.Text type="secondary">{t('modals.share.noPartners')}</Typography.Text>
            ) : (
              <Checkbox.Group
                value={selected}
                onChange={(v) => setChecked(v as string[])}
                style={{ maxHeight: 240, overflowY: 'auto' }}
              >
                <Flex vertical gap={6}>
                  {partners.data.partners.map((p) => (
                    <Checkbox key={p.id} value={p.id}>
                      <Flex align="center" gap={8}>
                        {p.logoThumbUrl && (
                          <img src={p.logoThumbUrl} alt="" width={20} height={20} style={{ objectFit: 'contain' }} />
                        )}
                        <span>{p.companyName}</span>
                      </Flex>
                    </Checkbox>
                  ))}
                </Flex>
              </Checkbox.Group>
            )}
            {tried && missingPartner && (
              <Typography.Text type="danger" role="alert">
                {t('modals.share.selectPartner')}
              </Typography.Text>
            )}
            <Form.Item
              label={t('modals.share.messageLabel')}
              htmlFor={messageId}
              layout="vertical"
              style={{ margin: 0 }}
            >
              <Input.TextArea
                id={messageId}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                maxLength={1000}
                rows={3}
                placeholder={t('modals.share.messagePlaceholder')}
              />
            </Form.Item>
          </Flex>
        )}
        <Link to={paths.dashboard.partnersManagement}>{t('modals.share.manageLink')}</Link>
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
