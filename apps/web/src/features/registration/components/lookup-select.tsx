import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupGroup, LookupItem } from '@plakat/shared';
import { useLookup } from '../../../lib/lookups.ts';

type LookupSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> & {
  group: LookupGroup;
  /** Narrows the options, e.g. federal states to the chosen country. */
  filter?: (item: LookupItem) => boolean;
};

/** A searchable select over a server data group, labelled in the current language. Used inside Form.Item. */
export function LookupSelect({ group, filter, ...rest }: LookupSelectProps) {
  const { t } = useTranslation('registration');
  const { data, isPending, isError } = useLookup(group);
  const items = filter ? (data ?? []).filter(filter) : (data ?? []);
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('form.selectPlaceholder')}
      notFoundContent={isError ? t('form.lookupFailed') : undefined}
      {...rest}
      loading={isPending}
      options={items.map((item) => ({ value: item.code, label: item.label }))}
    />
  );
}
