import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Select, Switch } from 'antd';
import type { MediaDetails, MediaEditBody } from '@plakat/shared';
import { mediaPoolLimits } from '@plakat/shared/media-pool/constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearable } from '../../../../components/clearable.tsx';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCategories } from '../../../users/index.ts';
import { useEditPoolFile } from '../../api/edit-file.ts';
import { descriptionRule, keywordsRule, titleRule } from '../lib/field-rules.ts';
import { type EditValues, changedFields, initialValues } from '../lib/edit-values.ts';

/**
 * The media edit form of spec 02 §5: title, description, keywords (comma-separated, sent as a list), access level,
 * sound (videos only; off stays off), category (clearable). Save sends only what changed and stays disabled until
 * something did; the server's message is the toast, its field messages go to their fields.
 */
export function EditForm({ file }: { file: MediaDetails }) {
  const { t } = useTranslation('mediaPool');
  const [form] = Form.useForm<EditValues>();
  const clear = useClearable();
  const categories = useCategories();
  const edit = useEditPoolFile(file.id);
  const initial = useMemo(() => initialValues(file), [file]);
  const values = Form.useWatch([], form) as EditValues | undefined;
  const changed = values ? changedFields(initial, values) : {};
  const isVideo = file.type.startsWith('video/');
  const label = (key: string) => t(`edit.fields.${key}`);

  async function save(all: EditValues) {
    const body = changedFields(initial, all) as MediaEditBody;
    try {
      const answer = await edit.mutateAsync(body);
      // The page draws the form again from the file as it is now (its key is the file's last change).
      notify.success(answer.message);
    } catch (error) {
      if (!isApiRequestError(error)) throw error;
      const fields = error.data?.errors ?? [];
      if (fields.length > 0) {
        form.setFields(fields.map((f) => ({ name: f.path.split('.')[0] as keyof EditValues, errors: [f.message] })));
      } else notify.error(error.message);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={save}
      requiredMark
      data-testid="media-edit-form"
    >
      <Form.Item name="title" label={label('title')} required rules={[titleRule(t)]}>
        <Input count={{ show: true, max: mediaPoolLimits.titleMax }} />
      </Form.Item>
      <Form.Item name="description" label={label('description')} rules={[descriptionRule(t)]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          count={{ show: true, max: mediaPoolLimits.descriptionMax }}
        />
      </Form.Item>
      <Form.Item name="keywords" label={label('keywords')} extra={t('edit.keywordsHint')} rules={[keywordsRule(t)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="infoAccess"
        label={label('infoAccess')}
        required
        rules={[{ required: true, message: t('validation:mediaAccessRequired') }]}
      >
        <Radio.Group
          options={[
            { value: 'public', label: t('edit.access.public') },
            { value: 'private', label: t('edit.access.private') },
          ]}
        />
      </Form.Item>
      {isVideo && (
        <Form.Item
          name="hasSound"
          label={label('hasSound')}
          valuePropName="checked"
          extra={initial.hasSound ? undefined : t('edit.noSound')}
        >
          <Switch disabled={!initial.hasSound} />
        </Form.Item>
      )}
      <Form.Item name="categoryId" label={label('category')}>
        <Select
          allowClear={clear.select}
          placeholder={t('common:select.placeholder')}
          loading={categories.isPending}
          disabled={categories.data?.forbidden}
          options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.title }))}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined aria-hidden />}
        disabled={Object.keys(changed).length === 0}
        loading={edit.isPending}
      >
        {t('edit.save')}
      </Button>
    </Form>
  );
}
