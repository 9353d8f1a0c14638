import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DesignListItem, useDesigns } from '../api/designs.ts';

/**
 * The company's templates to start from, by name (searched on the server: a company may keep more than one page of
 * them), each with its size. `initial`: the template the modal was opened for, shown even when off the first page.
 */
export function TemplateSelect({
  initial,
  value,
  onChange,
  id,
}: {
  initial?: DesignListItem;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('editor');
  const [keyword, setKeyword] = useState('');
  const templates = useDesigns({
    kind: 'templates',
    keyword: keyword.trim() || undefined,
    sort: 'name',
    sortOrder: 'asce',
    page: 1,
    perPage: 100,
  });
  const items = templates.data?.items ?? [];
  const shown = initial && !items.some((item) => item.id === initial.id) ? [initial, ...items] : items;
  const label = (item: DesignListItem) =>
    `${item.name} · ${t('card.size', { width: item.width, height: item.height })} · ${t(`orientation.${item.orientation}`)}`;
  const none = !templates.isPending && !keyword && shown.length === 0;
  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={t('create.templatePlaceholder')}
        loading={templates.isFetching}
        options={shown.map((item) => ({ value: item.id, label: label(item) }))}
        notFoundContent={t('create.noTemplates')}
        data-testid="new-design-template"
      />
      {none && <div className="plakat-secondary">{t('create.noTemplates')}</div>}
    </>
  );
}
