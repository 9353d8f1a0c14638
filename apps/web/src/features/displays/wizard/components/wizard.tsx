import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, type FormInstance, Grid, Modal, Steps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type WizardStep, wizardSteps } from '@plakat/shared';
import { LinkButton } from '../../../../components/link-button.tsx';
import { Panel } from '../../../../components/panel.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { lazyComponent } from '../../../../lib/lazy-component.tsx';
import { applyServerErrors } from '../../../../lib/form-rules.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCreateDisplay } from '../../api/create-display.ts';
import type { DisplayEditData } from '../../api/get-display-edit.ts';
import { type SaveStepAnswer, useSaveStep } from '../../api/save-step.ts';
import { editConsequences } from '../lib/edit-consequences.ts';
import { type StepValues, toBody } from '../lib/mapping.ts';
import { FieldAccessProvider } from './field-guard.tsx';
import { CenteredSpin } from './centered.tsx';
import { preloadMediaField } from './media-field.tsx';
import { StepForms } from './step-forms.tsx';

/** The page after the last step, loaded on the last step (its Result, Descriptions and duplicate dialog). */
const FinishPage = lazyComponent(() => import('./finish-page.tsx').then((m) => m.FinishPage));

type WizardProps = {
  id?: string;
  data?: DisplayEditData;
  initial: Record<WizardStep, StepValues>;
  initialStep: number;
  stepsDone: number;
  onDraftLimit?: () => void;
};

/**
 * The wizard's steps, saved one at a time: Next validates the step, creates the draft (first step of a new display)
 * or saves the step, confirms edits that cost partners their ad spots, and shows the server's field errors.
 */
export function Wizard({ id, data, initial, initialStep, stepsDone: doneAtStart, onDraftLimit }: WizardProps) {
  const { t } = useTranslation('displayWizard');
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [general] = Form.useForm();
  const [specifications] = Form.useForm();
  const [location] = Form.useForm();
  const [valuation] = Form.useForm();
  const [player] = Form.useForm();
  const forms: Record<WizardStep, FormInstance> = { general, specifications, location, valuation, player };
  const [current, setCurrent] = useState(initialStep);
  const [visited, setVisited] = useState<Set<number>>(() => new Set([initialStep]));
  const [stepsDone, setStepsDone] = useState(doneAtStart);
  const [finished, setFinished] = useState<SaveStepAnswer | null>(null);
  const [statusAtStart] = useState(data?.status);
  const [blocked, setBlocked] = useState<string | null>(null);
  // What the server has for each step (the body last loaded or saved), to skip unchanged steps in edit mode.
  const saved = useRef<Partial<Record<WizardStep, string>>>(
    data ? Object.fromEntries(wizardSteps.map((s) => [s, JSON.stringify(toBody(s, initial[s]))])) : {},
  );
  const create = useCreateDisplay();
  const save = useSaveStep();
  const [modal, modalHolder] = Modal.useModal();
  const busy = create.isPending || save.isPending;
  const step = wizardSteps[current];
  const onLastStep = current === wizardSteps.length - 1;
  useEffect(() => {
    if (onLastStep) void FinishPage.preload();
  }, [onLastStep]);
  // The location and valuation steps upload media: their uploader loads while the steps before are filled in.
  useEffect(() => {
    if (current >= 1) void preloadMediaField();
  }, [current]);

  const go = (index: number) => {
    setCurrent(index);
    setVisited((v) => new Set(v).add(index));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const failed = (form: FormInstance, error: unknown) => {
    if (!isApiRequestError(error)) {
      notify.error(t('errors.generic'));
      return;
    }
    if (error.status === 409 && error.data?.code === 'DRAFT_LIMIT') {
      onDraftLimit?.();
      return;
    }
    if (error.status === 409) {
      setBlocked(error.message || t('errors.locked'));
      notify.error(error.message || t('errors.locked'));
      return;
    }
    // The server reports missing or too many media files on 'media'; the form shows them on its upload field.
    const mediaError = error.data?.errors?.find((e) => e.path === 'media');
    const mediaField = step === 'location' ? 'locationMedia' : step === 'valuation' ? 'placeholderMedia' : null;
    if (mediaError && mediaField) form.setFields([{ name: mediaField, errors: [mediaError.message] }]);
    if (applyServerErrors(form, error) || (mediaError && mediaField)) return;
    notify.error(error.message || t('errors.generic'));
  };

  async function next() {
    const form = forms[step];
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const body = toBody(step, form.getFieldsValue(true) as StepValues);
    // The partner list goes along only when the user changed it (it is pre-checked from the server's shares).
    if (step === 'general' && !form.isFieldTouched('partnerIds') && !form.isFieldTouched('partnerMessage')) {
      delete (body as { partnerIds?: string[] }).partnerIds;
      delete (body as { partnerMessage?: string }).partnerMessage;
    }
    const json = JSON.stringify(body);
    if (!id) {
      create.mutate(body as Parameters<typeof create.mutate>[0], {
        onSuccess: (answer) => {
          notify.success(answer.message);
          // A restricted display stays on this step, where its partners can now be chosen.
          const restricted = (body as { shareOptions?: string }).shareOptions === 'restricted';
          navigate(paths.dashboard.displayManagement.edit(answer.id), {
            replace: true,
            state: { step: restricted ? 0 : 1 },
          });
        },
        onError: (error) => failed(form, error),
      });
      return;
    }
    const last = current === wizardSteps.length - 1;
    // Unchanged steps the server already has are not sent again; the last step always is until the display is
    // completed (saving it is what completes a draft or a duplicate).
    const completes = last && statusAtStart !== 'completed';
    if (!completes && current < stepsDone && saved.current[step] === json) {
      if (last && data)
        setFinished({
          message: '',
          id,
          onlineId: data.onlineId,
          stepsDone,
          status: data.status,
          isActive: !!body && (body as { isActive: boolean }).isActive,
        });
      else go(current + 1);
      return;
    }
    // Edits of a completed display that cost partners their ad spots are confirmed first, as in the overview's modals.
    const consequences =
      statusAtStart === 'completed' && saved.current[step]
        ? editConsequences(step, JSON.parse(saved.current[step] as string), body)
        : [];
    if (consequences.length > 0) {
      modal.confirm({
        title: t('consequences.title'),
        content: (
          <Flex vertical gap={4} data-testid="edit-consequences">
            <span>{t('consequences.intro')}</span>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {consequences.map((c) => (
                <li key={c}>{t(`consequences.${c}`)}</li>
              ))}
            </ul>
          </Flex>
        ),
        okText: t('consequences.ok'),
        cancelText: t('nav.cancel'),
        width: 520,
        onOk: () => saveChanged(id, form, body, json, last),
      });
      return;
    }
    saveChanged(id, form, body, json, last);
  }

  function saveChanged(id: string, form: FormInstance, body: ReturnType<typeof toBody>, json: string, last: boolean) {
    save.mutate(
      { id, step, body },
      {
        onSuccess: (answer) => {
          saved.current[step] = json;
          setBlocked(null);
          setStepsDone(answer.stepsDone);
          notify.success(answer.message);
          if (last) setFinished(answer);
          else go(current + 1);
        },
        onError: (error) => failed(form, error),
      },
    );
  }

  if (finished && id) {
    return (
      <Suspense fallback={<CenteredSpin />}>
        <FinishPage
          id={id}
          onlineId={finished.onlineId}
          isActive={finished.isActive}
          title={general.getFieldValue('title') as string | undefined}
          edited={statusAtStart === 'completed'}
        />
      </Suspense>
    );
  }

  const maxReachable = id ? Math.min(Math.max(stepsDone, current), wizardSteps.length - 1) : 0;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100, margin: '0 auto', width: '100%' }} data-testid="display-wizard">
      {modalHolder}
      <Panel bodyStyle={{ padding: '16px 20px' }}>
        <Steps
          current={current}
          size="small"
          orientation={screens.md ? 'horizontal' : 'vertical'}
          onChange={(index) => {
            if (index <= maxReachable) go(index);
          }}
          items={wizardSteps.map((s, index) => ({
            title: t(`steps.${s}`),
            disabled: index > maxReachable,
            status: index === current ? 'process' : index < stepsDone ? 'finish' : 'wait',
          }))}
          // antd's tick of a finished step names itself 'check' (in English); the step's title says it all.
          iconRender={(node, { item, components: { Icon } }) =>
            item.status === 'finish' ? (
              <Icon>
                <CheckOutlined className="ant-steps-item-icon-finish" aria-hidden />
              </Icon>
            ) : (
              node
            )
          }
        />
        {data && (
          <Flex gap={8} style={{ marginTop: 12 }} wrap>
            <Alert
              type="info"
              style={{ flex: 1 }}
              title={t('edit.banner', { id: data.onlineId, status: t(`status.${data.status}`) })}
            />
          </Flex>
        )}
      </Panel>
      {data?.isLocked && !blocked && <Alert type="warning" showIcon title={t('errors.lockedHint')} />}
      {blocked && (
        <Alert
          type="error"
          showIcon
          title={blocked}
          closable={{ onClose: () => setBlocked(null) }}
          data-testid="wizard-blocked"
        />
      )}

      <FieldAccessProvider status={statusAtStart}>
        <StepForms forms={forms} initial={initial} step={step} visited={visited} id={id} />
      </FieldAccessProvider>

      <Panel bodyStyle={{ padding: '12px 20px' }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button
            icon={<ArrowLeftOutlined aria-hidden />}
            disabled={current === 0 || busy}
            onClick={() => go(current - 1)}
          >
            {t('nav.back')}
          </Button>
          <Flex gap={8}>
            <LinkButton to={paths.dashboard.displayManagement.ownList} disabled={busy}>
              {t('nav.cancel')}
            </LinkButton>
            <Button
              type="primary"
              loading={busy}
              icon={onLastStep ? <CheckOutlined aria-hidden /> : <ArrowRightOutlined aria-hidden />}
              iconPlacement="end"
              onClick={() => void next()}
              data-testid="wizard-next"
            >
              {onLastStep ? t('nav.finish') : t('nav.next')}
            </Button>
          </Flex>
        </Flex>
      </Panel>
    </Flex>
  );
}
