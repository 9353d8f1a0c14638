import { type GetRef, InputNumber, type InputNumberProps } from 'antd';
import { type Ref, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type InputNumberRef = GetRef<typeof InputNumber>;

/**
 * antd's InputNumber with its step buttons named in the reader's language: the component underneath names them
 * 'Increase Value' and 'Decrease Value' in every language and offers no prop for it. React leaves an attribute alone
 * while its prop does not change, so the names set here stay until the buttons are drawn anew, which only a change
 * of this component's props does; the effect then runs again.
 */
export function NumberInput<T extends number | string = number>({
  ref: outerRef,
  ...props
}: InputNumberProps<T> & { ref?: Ref<InputNumberRef> }) {
  const { t } = useTranslation('common');
  const ref = useRef<InputNumberRef>(null);
  useLayoutEffect(() => {
    const root = ref.current?.nativeElement;
    if (!root) return;
    for (const [selector, label] of [
      ['.ant-input-number-action-up', t('actions.increaseValue')],
      ['.ant-input-number-action-down', t('actions.decreaseValue')],
    ] as const) {
      for (const button of root.querySelectorAll(selector)) button.setAttribute('aria-label', label);
    }
  });
  // Form.Item hands its own ref (React 19 passes refs as props): both get the field.
  const setRef = (field: InputNumberRef | null) => {
    ref.current = field;
    if (typeof outerRef === 'function') outerRef(field);
    else if (outerRef) outerRef.current = field;
  };
  return <InputNumber<T> {...props} ref={setRef} />;
}
