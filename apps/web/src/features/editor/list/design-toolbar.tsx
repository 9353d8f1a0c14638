import { Flex, Input, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Overview } from '../../../hooks/use-overview.ts';
import { type DesignPageValues, sortChoiceOf, sortChoices, sortOfChoice } from '../lib/design-search.ts';

/** The name search and the sort (last change or name, either way) above the grid, which has no column headers. */
export function DesignToolbar({ overview }: { overview: Overview<DesignPageValues> }) {
  const { t } = useTranslation('editor');
  const sortId = useId();
  const { keyword } = overview.values;
  return (
    <Flex gap={12} wrap align="center" justify="space-between">
      <Input.Search
        key={`q-${keyword ?? ''}`}
        style={{ flex: '1 1 240px', maxWidth: 420 }}
        aria-label={t('toolbar.search')}
        placeholder={t('toolbar.search')}
        defaultValue={keyword}
        enterButton={t('toolbar.searchButton')}
        allowClear
        maxLength={120}
        onSearch={(value) => overview.search({ keyword: value.trim() || undefined })}
        data-testid="design-search"
      />
      <Flex gap={8} align="center" wrap>
        <label htmlFor={sortId}>{t('toolbar.sortBy')}</label>
        <Select
          id={sortId}
          value={sortChoiceOf(overview.values)}
          style={{ minWidth: 230 }}
          options={sortChoices.map((choice) => ({ value: choice, label: t(`toolbar.sort.${choice}`) }))}
          onChange={(choice) => overview.sortBy(sortOfChoice(choice))}
          data-testid="design-sort"
        />
      </Flex>
    </Flex>
  );
}
