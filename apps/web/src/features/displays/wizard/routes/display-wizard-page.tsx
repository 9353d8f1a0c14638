import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Grid, Result, Spin, Steps } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type DisplayType, type WizardStep, wizardSteps } from '@plakat/shared';
import { LinkButton } from '../../../../components/link-button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCanWriteDisplay } from '../../hooks/use-can-write-display.ts';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { applyServerErrors } from '../../../../lib/form-rules.ts';
import { notify } from '../../../../lib/notify.ts';
import { useCreateDisplay } from '../../api/create-display.ts';
import { useDraftLimit } from '../../api/draft-limit.ts';
import { type DisplayEditData, useDisplayEdit } from '../../api/get-display-edit.ts';
import { type SaveStepAnswer, useSaveStep } from '../../api/save-step.ts';
import { FinishPage } from '../components/finish-page.tsx';
import { StepGeneral } from '../components/step-general.tsx';
import { StepLocation } from '../components/step-location.tsx';
import { StepPlayer } from '../components/step-player.tsx';
import { StepSpecifications } from '../components/step-specifications.tsx';
import { StepValuation } from '../components/step-valuation.tsx';
import { editConsequences } from '../lib/edit-consequences.ts';
import { type StepValues, emptyValues, presetSizes, toBody, valuesFromDetails } from '../lib/mapping.ts';

/**
 * /dashboard/display-management/create-display and /edit-display/{displayId} (spec 02 §2 wizard).
 * Create: the draft limit is checked first; the first step's Next creates the draft and switches the address to
 * edit-display/{id} (replace), so leaving the wizard leaves a draft that Finish Setup continues.
 * Edit: the steps are prefilled from GET /displays/{id}/edit; each Next saves the whole step (the server keeps only
 * what changed) and an unchanged, already saved step is not sent again.
 */
export function DisplayWizardPage() {
  const { displayId } = useParams();
  return displayId ? <EditWizard key={displayId} id={displayId} /> : <CreateWizard />;
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      {children}
    </Flex>
  );
}

function DraftLimitMessage() {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="warning"
        title={t('draftLimit.title')}
        subTitle={t('draftLimit.message')}
        extra={
          <LinkButton type="primary" to={paths.dashboard.displayManagement.ownList}>
            {t('draftLimit.link')}
          </LinkButton>
        }
      />
    </Card>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status="error"
        title={t('errors.somethingWrong')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('errors.tryAgain')}
          </Button>
        }
      />
    </Card>
  );
}

/** Instead of the wizard: why it cannot be used here, with the way back to the display overview. */
function Unavailable({ reason }: { reason: 'noPermission' | 'notFound' }) {
  const { t } = useTranslation('displayWizard');
  return (
    <Card>
      <Result
        status={reason === 'notFound' ? '404' : '403'}
        title={t(`errors.${reason}`)}
        extra={<LinkButton to={paths.dashboard.displayManagement.ownList}>{t('draftLimit.link')}</LinkButton>}
      />
    </Card>
  );
}

const isForbidden = (error: unknown) => isApiRequestError(error) && error.status === 403;

function CreateWizard() {
  const canWrite = useCanWriteDisplay();
  const limit = useDraftLimit(canWrite('draft'));
  const [reached, setReached] = useState(false);
  if (!canWrite('draft') || isForbidden(limit.error)) return <Unavailable reason="noPermission" />;
  if (limit.isPending)
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  if (limit.isError) return <LoadFailed onRetry={() => void limit.refetch()} />;
  if (limit.data.reached || reached) return <DraftLimitMessage />;
  return <Wizard initial={emptyValues()} initialStep={0} stepsDone={0} onDraftLimit={() => setReached(true)} />;
}

function EditWizard({ id }: { id: string }) {
  const canWrite = useCanWriteDisplay();
  const location = useLocation();
  const navigate = useNavigate();
  const edit = useDisplayEdit(id);
  // The step handed over by the create call applies once; a reload starts from the display's own progress.
  const [fromState] = useState(() => (location.state as { step?: number } | null)?.step);
  // Clear the handed-over state from the history entry (idempotent: once cleared, hasState is false and nothing runs).
  const hasState = location.state != null;
  const { pathname, search } = location;
  useEffect(() => {
    if (hasState) void navigate({ pathname, search }, { replace: true, state: null });
  }, [hasState, navigate, pathname, search]);
  if (edit.isPending)
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  if (edit.isError) {
    if (isApiRequestError(edit.error) && (edit.error.status === 404 || edit.error.status === 400))
      return <Unavailable reason="notFound" />;
    if (isForbidden(edit.error)) return <Unavailable reason="noPermission" />;
    return <LoadFailed onRetry={() => void edit.refetch()} />;
  }
  const data = edit.data;
  if (!canWrite(data.status)) return <Unavailable reason="noPermission" />;
  const first =
    typeof fromState === 'number'
      ? fromState
      : data.status !== 'draft'
        ? 0
        : Math.min(data.stepsDone, wizardSteps.length - 1);
  return (
    <Wizard id={id} data={data} initial={valuesFromDetails(data)} initialStep={first} stepsDone={data.stepsDone} />
  );
}

type WizardProps = {
  id?: string;
  data?: DisplayEditData;
  initial: Record<WizardStep, StepValues>;
  initialStep: number;
  stepsDone: number;
  onDraftLimit?: () => void;
};

function Wizard({ id, data, initial, initialStep, stepsDone: doneAtStart, onDraftLimit }: WizardProps) {
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
  const { modal } = App.useApp();
  const busy = create.isPending || save.isPending;
  const step = wizardSteps[current];

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
      <FinishPage
        id={id}
        onlineId={finished.onlineId}
        isActive={finished.isActive}
        title={general.getFieldValue('title') as string | undefined}
        edited={statusAtStart === 'completed'}
      />
    );
  }

  const maxReachable = id ? Math.min(Math.max(stepsDone, current), wizardSteps.length - 1) : 0;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1100, margin: '0 auto', width: '100%' }} data-testid="display-wizard">
      <Card size="small" styles={{ body: { padding: '16px 20px' } }}>
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
      </Card>
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

      <Form
        form={general}
        layout="vertical"
        initialValues={initial.general}
        scrollToFirstError
        style={{ display: step === 'general' ? undefined : 'none' }}
        onValuesChange={(changed: StepValues) => {
          // Spec 02 §4: private forces internal and not shared; external or sharing forces public.
          if (changed.accessibility === 'private')
            general.setFieldsValue({ location: 'internal', shareOptions: 'notShare' });
          if (
            changed.location === 'external' ||
            changed.shareOptions === 'share' ||
            changed.shareOptions === 'restricted'
          ) {
            general.setFieldsValue({ accessibility: 'public' });
          }
        }}
      >
        <StepGeneral form={general} displayId={id} />
      </Form>
      {visited.has(1) && (
        <Form
          form={specifications}
          layout="vertical"
          initialValues={initial.specifications}
          scrollToFirstError
          style={{ display: step === 'specifications' ? undefined : 'none' }}
          onValuesChange={(changed: StepValues) => {
            if ('displayType' in changed) {
              const inches = specifications.getFieldValue('sizeInches') as number | undefined;
              if (
                inches !== undefined &&
                !presetSizes(changed.displayType as DisplayType).some(([i]) => i === inches)
              ) {
                specifications.setFieldsValue({ sizeInches: undefined });
              }
            }
          }}
        >
          <StepSpecifications form={specifications} />
        </Form>
      )}
      {visited.has(2) && id && (
        <Form
          form={location}
          layout="vertical"
          initialValues={initial.location}
          scrollToFirstError
          style={{ display: step === 'location' ? undefined : 'none' }}
          onValuesChange={(changed: StepValues) => {
            if ('country' in changed) location.setFieldsValue({ federalState: undefined });
          }}
        >
          <StepLocation form={location} displayId={id} visible={step === 'location'} />
        </Form>
      )}
      {visited.has(3) && id && (
        <Form
          form={valuation}
          layout="vertical"
          initialValues={initial.valuation}
          scrollToFirstError
          style={{ display: step === 'valuation' ? undefined : 'none' }}
        >
          <StepValuation form={valuation} displayId={id} />
        </Form>
      )}
      {visited.has(4) && (
        <Form
          form={player}
          layout="vertical"
          initialValues={initial.player}
          scrollToFirstError
          style={{ display: step === 'player' ? undefined : 'none' }}
        >
          <StepPlayer />
        </Form>
      )}

      <Card size="small" styles={{ body: { padding: '12px 20px' } }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Button icon={<ArrowLeftOutlined />} disabled={current === 0 || busy} onClick={() => go(current - 1)}>
            {t('nav.back')}
          </Button>
          <Flex gap={8}>
            <LinkButton to={paths.dashboard.displayManagement.ownList} disabled={busy}>
              {t('nav.cancel')}
            </LinkButton>
            <Button
              type="primary"
              loading={busy}
              icon={current === wizardSteps.length - 1 ? <CheckOutlined /> : <ArrowRightOutlined />}
              iconPlacement="end"
              onClick={() => void next()}
              data-testid="wizard-next"
            >
              {current === wizardSteps.length - 1 ? t('nav.finish') : t('nav.next')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
