import { Alert, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { artboardPresetNames, designLimits, orientations } from '@plakat/shared';
import { paths } from '../../../config/paths.ts';
import { useSubmitProblem } from '../../../hooks/use-submit-problem.ts';
import { notify } from '../../../lib/notify.ts';
import { type DesignListItem, useCreateDesign } from '../api/designs.ts';
import {
  type NewDesignValues,
  artboardOf,
  newDesignBody,
  newDesignDefaults,
  orientationOfSize,
  startKinds,
} from '../lib/new-design.ts';
import { TemplateSelect } from './template-select.tsx';

const { minSide, maxSide } = designLimits;

/**
 * "New design": a name and where it starts (a screen size in an orientation, a custom size, or a company template).
 * Creates the design and opens it on the canvas. `template`: started from a template's card, chosen already.
 */
export function NewDesignModal({ template, onClose }: { template?: DesignListItem; onClose: () => void }) {
  const { t } = useTranslation('editor');
  const [form] = Form.useForm<NewDesignValues>();
  const navigate = useNavigate();
  const create = useCreateDesign();
  const submit = useSubmitProblem(form);
  const start = Form.useWatch('start', form) ?? (template ? 'template' : newDesignDefaults.start);
  const values = Form.useWatch([], form) as Partial<NewDesignValues> | undefined;
  const artboard = values ? artboardOf(values) : null;
  const sideRules = [
    { required: true, message: t('validation:required') },
    {
      type: 'integer' as const,
      min: minSide,
      max: maxSide,
      message: t('create.sizeRange', { min: minSide, max: maxSide }),
    },
  ];
  const send = (form: NewDesignValues) => {
    submit.clear();
    create.mutate(newDesignBody(form), {
      onSuccess: (answer) => {
        notify.success(answer.message ?? '');
        onClose();
        navigate(paths.dashboard.editorCanvas(answer.design.id));
      },
      onError: submit.onError,
    });
  };
  return (
    <Modal
      open
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {submit.problem && (
        <Alert
          type="error"
          showIcon
          title={submit.problem.text}
          style={{ marginBottom: 16 }}
          data-testid="new-design-problem"
        />
      )}
      <Form<NewDesignValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ ...newDesignDefaults, ...(template && { start: 'template', templateId: template.id }) }}
        onFinish={send}
        data-testid="new-design-form"
      >
        <Form.Item
          name="name"
          label={t('create.name')}
          rules={[{ required: true, whitespace: true, message: t('validation:required') }]}
        >
          <Input
            autoFocus
            maxLength={designLimits.maxNameLength}
            placeholder={t('create.namePlaceholder')}
            autoComplete="off"
            data-testid="new-design-name"
          />
        </Form.Item>
        <Form.Item name="start" label={t('create.start')}>
          <Radio.Group
            optionType="button"
            options={startKinds.map((kind) => ({
              value: kind,
              label: t(`create.start${kind[0].toUpperCase()}${kind.slice(1)}`),
            }))}
          />
        </Form.Item>
        {start === 'preset' && (
          <>
            <Form.Item name="preset" label={t('create.preset')}>
              <Select options={artboardPresetNames.map((p) => ({ value: p, label: t(`create.presets.${p}`) }))} />
            </Form.Item>
            <Form.Item name="orientation" label={t('create.orientation')}>
              <Radio.Group
                optionType="button"
                options={orientations.map((o) => ({ value: o, label: t(`create.orientations.${o}`) }))}
              />
            </Form.Item>
          </>
        )}
        {start === 'custom' && (
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            <Form.Item name="width" label={t('create.width')} rules={sideRules} style={{ flex: '1 1 140px' }}>
              <InputNumber min={minSide} max={maxSide} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="height" label={t('create.height')} rules={sideRules} style={{ flex: '1 1 140px' }}>
              <InputNumber min={minSide} max={maxSide} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
        )}
        {start === 'template' && (
          <Form.Item
            name="templateId"
            label={t('create.template')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <TemplateSelect initial={template} />
          </Form.Item>
        )}
        {artboard && (
          <p className="plakat-secondary" data-testid="new-design-artboard" style={{ margin: 0 }}>
            {t('create.result', {
              width: artboard.width,
              height: artboard.height,
              orientation: t(`orientation.${orientationOfSize(artboard)}`),
            })}
          </p>
        )}
      </Form>
    </Modal>
  );
}
