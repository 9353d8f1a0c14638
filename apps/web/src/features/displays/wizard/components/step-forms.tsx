import { Form, type FormInstance } from 'antd';
import { useRef } from 'react';
import type { DisplayType, SharingState, WizardStep } from '@plakat/shared';
import { type StepValues, presetSizes } from '../lib/mapping.ts';
import { sharingAfterChange, sharingOf } from '../lib/sharing.ts';
import { StepGeneral } from './step-general.tsx';
import { StepLocation } from './step-location.tsx';
import { StepPlayer } from './step-player.tsx';
import { StepSpecifications } from './step-specifications.tsx';
import { StepValuation } from './step-valuation.tsx';

type Props = {
  forms: Record<WizardStep, FormInstance>;
  initial: Record<WizardStep, StepValues>;
  /** The step on screen; the others stay mounted (hidden) once visited, so their values are kept. */
  step: WizardStep;
  visited: Set<number>;
  /** The display's id once its draft exists (media and partners need it). */
  id?: string;
};

/** The five step forms of the wizard with the field rules that couple their values (spec 02 §4). */
export function StepForms({ forms, initial, step, visited, id }: Props) {
  const { general, specifications, location, valuation, player } = forms;
  // The sharing fields before the latest change: what a change forces depends on where it starts.
  const sharing = useRef<SharingState | undefined>(sharingOf(initial.general));
  return (
    <>
      <Form
        form={general}
        layout="vertical"
        initialValues={initial.general}
        scrollToFirstError
        style={{ display: step === 'general' ? undefined : 'none' }}
        onValuesChange={(changed: StepValues, all: StepValues) => {
          // What a sharing change forces on the other sharing fields (spec 02 §4, the shared state module).
          const before = sharing.current;
          if (!before) {
            sharing.current = sharingOf(all);
            return;
          }
          sharing.current = sharingAfterChange(before, changed);
          general.setFieldsValue(sharing.current);
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
    </>
  );
}
