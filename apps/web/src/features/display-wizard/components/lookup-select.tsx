import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LookupGroup, LookupItem } from '@plakat/shared';
import { useLookup } from '../../../lib/lookups.ts';

type Props = Omit<SelectProps<string | string[]>, 'options' | 'loading'> & {
  group: LookupGroup;
  filter?: (item: LookupItem) => boolean;
  /** Codes that cannot be picked (e.g. a fourth excluded industry). */
  disabledCodes?: (code: string) => boolean;
};

/** A searchable select over a server data group in the current language (antd Form control). */
export function LookupSelect({ group, filter, disabledCodes, ...rest }: Props) {
  const { t } = useTranslation('displayWizard');
  const { data, isPending, isError } = useLookup(group);
  const items = filter ? (data ?? []).filter(filter) : (data ?? []);
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('common.select')}
      notFoundContent={isError ? t('errors.lookupFailed') : undefined}
      {...rest}
      loading={isPending}
      options={items.map((item) => ({
        value: item.code,
        label: item.label,
        disabled: disabledCodes?.(item.code) ?? false,
      }))}
    />
  );
}
