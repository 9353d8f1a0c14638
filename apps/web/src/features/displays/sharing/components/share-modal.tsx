import { Alert, Checkbox, Flex, Form, Input, Modal, Radio, Spin, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { type ShareOption, shareOptions } from '@plakat/shared';
import { useChangeAccessibility } from '../../api/change-accessibility.ts';
import { useDisplayPartners } from '../../api/get-display-partners.ts';
import { useShareDisplay } from '../../api/share-display.ts';
import { shareNotes } from '../../state-changes/lib/state-notes.ts';
import { type ModalProps, Warnings } from '../../state-changes/components/state-modals.tsx';
import { CompanyAvatar } from '../../../../components/company-avatar.tsx';

/**
 * Share options: share, notShare or restricted. Restricted lists the partners, pre-checked where the display is
 * already shared, with an optional message; at least one partner must be chosen ('Select partner').
 */
export function ShareModal({ display, open, onClose }: ModalProps) {
  const { t } = useTranslation('displays');
  const [value, setValue] = useState<ShareOption>(display.shareOptions);
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

  const warnings = shareNotes(display, value).warnings.map((key) => t(`modals.${key}`));
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
            <Flex justify="space-between" align="baseline" gap={8} wrap>
              <Typography.Text strong>{t('modals.share.partnersTitle')}</Typography.Text>
              {/* Spec 02 §4: the way to the partner list management, showing the partners of this display. */}
              <Link to={`${paths.dashboard.partnersManagement}?${new URLSearchParams({ displayId: display.id })}`}>
                {t('modals.share.managePartners')}
              </Link>
            </Flex>
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
                        <CompanyAvatar name={p.companyName} logoUrl={p.logoThumbUrl} size={22} />
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
      </Flex>
    </Modal>
  );
}
