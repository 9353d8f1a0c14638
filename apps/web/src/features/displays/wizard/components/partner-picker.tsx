import { Alert, Checkbox, Flex, Form, Input, Spin, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayPartners } from '../../api/get-display-partners.ts';

/**
 * The partners of a restricted display (spec 02 §4: a partner list, pre-checked where the display is shared, with an
 * optional message). Only once the display exists: a new display gets it right after its draft is saved.
 */
export function PartnerPicker({ form, displayId }: { form: FormInstance; displayId?: string }) {
  const { t } = useTranslation('displayWizard');
  const partners = useDisplayPartners(displayId, true, { silent: true });
  const list = partners.data?.partners;
  useEffect(() => {
    if (list && !form.isFieldTouched('partnerIds'))
      form.setFieldValue(
        'partnerIds',
        list.filter((p) => p.isShared).map((p) => p.id),
      );
  }, [list, form]);

  if (!displayId) return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('partners.afterDraft')} />;
  if (partners.isPending) return <Spin size="small" style={{ marginBottom: 16 }} />;
  if (partners.isError)
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('partners.loadFailed')} />;
  if (!list?.length) return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('partners.none')} />;
  return (
    <Flex vertical gap={0} data-testid="wizard-partners">
      <Form.Item
        name="partnerIds"
        label={t('partners.title')}
        rules={[
          {
            validator: (_r, value: string[] | undefined) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(t('partners.select'))),
          },
        ]}
      >
        <Checkbox.Group>
          <Flex vertical gap={6}>
            {list.map((p) => (
              <Checkbox key={p.id} value={p.id}>
                {p.companyName}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      <Form.Item
        name="partnerMessage"
        label={t('partners.message')}
        extra={<Typography.Text type="secondary">{t('partners.messageHint')}</Typography.Text>}
      >
        <Input.TextArea rows={2} maxLength={1000} />
      </Form.Item>
    </Flex>
  );
}
