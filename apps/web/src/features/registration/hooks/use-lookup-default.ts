import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import type { LookupGroup, LookupItem } from '@plakat/shared';
import { useLookup } from '../../../lib/lookups.ts';

/** Germany is the default country (code DE) and +49 the default calling code. */
export const isGermany = (item: LookupItem) => item.code.toUpperCase() === 'DE';
export const isGermanCallingCode = (item: LookupItem) =>
  ['+49', '49', '0049'].includes(item.code.replace(/\s/g, '')) || item.extra?.toUpperCase() === 'DE';

/**
 * Fills `field` with the first item of `group` that `match`es once the group is loaded, unless the user already chose
 * a value. `match` must be a stable function (module level).
 */
export function useLookupDefault(
  form: FormInstance,
  field: string,
  group: LookupGroup,
  match: (item: LookupItem) => boolean,
) {
  const { data } = useLookup(group);
  useEffect(() => {
    if (!data || form.getFieldValue(field) !== undefined || form.isFieldTouched(field)) return;
    const item = data.find(match);
    if (item) form.setFieldValue(field, item.code);
  }, [data, form, field, match]);
}
