import { TagsOutlined } from '@ant-design/icons';
import { ColorPicker, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CategoryItem, categoryBody, categoryTitleMax } from '@plakat/shared';
import { zodRule } from '../../../../lib/form-rules.ts';
import { useCan } from '../../../../lib/permissions.tsx';
import { useDeleteCategory, useSaveCategory } from '../../api/organization-lists.ts';
import { useCategories } from '../../api/option-lists.ts';
import { ColorDot } from '../../components/color-dot.tsx';
import { ManagedList } from '../components/managed-list.tsx';

type Values = { title: string; color: string };
const defaultColor = '#1677ff';

/** The title and the colour (antd's ColorPicker, kept as #rrggbb). */
function CategoryFields() {
  const { t } = useTranslation('users');
  return (
    <>
      <Form.Item name="title" label={t('categories.name')} required rules={[zodRule(categoryBody.shape.title, t)]}>
        <Input maxLength={categoryTitleMax} autoFocus />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('categories.color')}
        required
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker disabledAlpha showText format="hex" aria-label={t('categories.color')} />
      </Form.Item>
    </>
  );
}

/** /dashboard/user-management/categories: the company's categories (MANAGE_CATEGORY_*) with their colours. */
export function CategoriesPage() {
  const canCreate = useCan('MANAGE_CATEGORY_CREATE');
  const canEdit = useCan('MANAGE_CATEGORY_EDIT');
  const canRemove = useCan('MANAGE_CATEGORY_DELETE');
  return (
    <ManagedList<CategoryItem, Values>
      texts="categories"
      icon={<TagsOutlined />}
      list={useCategories()}
      nameOf={(item) => item.title}
      renderName={(item) => (
        <Flex align="center" gap={8} style={{ overflowWrap: 'anywhere' }}>
          <ColorDot color={item.color} />
          {item.title}
        </Flex>
      )}
      fields={<CategoryFields />}
      valuesOf={(item) => ({ title: item?.title ?? '', color: item?.color ?? defaultColor })}
      can={{ create: canCreate, edit: canEdit, remove: canRemove }}
      save={useSaveCategory()}
      remove={useDeleteCategory()}
    />
  );
}
