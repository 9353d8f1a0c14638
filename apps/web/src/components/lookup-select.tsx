import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupGroup, LookupItem } from '@plakat/shared';
import { useLookup } from '../lib/lookups.ts';
import { useClearable } from './clearable.tsx';

type LookupSelectProps = Omit<SelectProps<string | string[]>, 'options' | 'loading'> & {
  group: LookupGroup;
  /** Narrows the options, e.g. federal states to the chosen country. */
  filter?: (item: LookupItem) => boolean;
  /** Codes that cannot be picked (e.g. a fourth excluded industry). */
  disabledCodes?: (code: string) => boolean;
};

/**
 * A searchable select over a server data group (lookups are shared reference data), labelled in the current
 * language (its clear button too). An antd Form control, used inside Form.Item.
 */
export function LookupSelect({ group, filter, disabledCodes, allowClear, ...rest }: LookupSelectProps) {
  const { t } = useTranslation('common');
  const clear = useClearable();
  const { data, isPending, isError } = useLookup(group);
  const items = filter ? (data ?? []).filter(filter) : (data ?? []);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('select.placeholder')}
      notFoundContent={isError ? t('select.loadFailed') : undefined}
      {...rest}
      allowClear={allowClear === true ? clear.select : allowClear}
      loading={isPending}
      options={items.map((item) => ({
        value: item.code,
        label: item.label,
        disabled: disabledCodes?.(item.code) ?? false,
      }))}
    />
  );
}
