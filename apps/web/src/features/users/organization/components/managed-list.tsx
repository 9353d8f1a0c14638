import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Modal, Popconfirm, Table } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDialog } from '../../../../hooks/use-dialog.ts';
import { applyServerErrors } from '../../../../lib/form-rules.ts';
import type { OptionList } from '../../../../lib/option-list.ts';
import { notify } from '../../../../lib/notify.ts';

type Saved = { message: string };

export type ManagedListProps<Item extends { id: string }, Values> = {
  /** The text group below `users:` (title, intro, create, ...). */
  texts: 'categories' | 'departments';
  icon: ReactNode;
  list: UseQueryResult<OptionList<Item>>;
  nameOf: (item: Item) => string;
  renderName: (item: Item) => ReactNode;
  /** The form's fields; `valuesOf(null)` are a new entry's values. */
  fields: ReactNode;
  valuesOf: (item: Item | null) => Values;
  can: { create: boolean; edit: boolean; remove: boolean };
  save: UseMutationResult<Saved, Error, { id: string | null; body: Values }>;
  remove: UseMutationResult<Saved, Error, string>;
};

/** The dialog that creates (`item` null) or edits one entry; a taken name shows on the field. */
function EntryDialog<Item extends { id: string }, Values>({
  item,
  props,
  onClose,
}: {
  item: Item | null;
  props: ManagedListProps<Item, Values>;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<Values>();
  const { save, texts } = props;
  useEffect(() => save.reset(), [save.reset]);

  const submit = (body: Values) =>
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          const first = Object.keys(form.getFieldsValue() ?? {})[0];
          if (first) form.setFields([{ name: first as never, errors: [error.message] }]);
        },
      },
    );

  return (
    <Modal
      open
      title={t(item ? `${texts}.editTitle` : `${texts}.createTitle`)}
      okText={t('organization.save')}
      cancelText={t('organization.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={props.valuesOf(item) as object}
        onFinish={submit}
        data-testid={`${texts}-form`}
      >
        {props.fields}
      </Form>
    </Modal>
  );
}

/**
 * A page that manages one of the company's lists (categories, departments): the entries in a table, create and edit
 * in a dialog, delete after a confirmation. Controls the user's keys do not allow are not shown.
 */
export function ManagedList<Item extends { id: string }, Values>(props: ManagedListProps<Item, Values>) {
  const { t } = useTranslation('users');
  const { texts, list, can, remove } = props;
  const dialog = useDialog<{ item: Item | null }>();

  const actions = (item: Item) => (
    <Flex gap={8} wrap justify="end">
      {can.edit ? (
        <Button
          icon={<EditOutlined aria-hidden />}
          aria-label={t('organization.editOne', { name: props.nameOf(item) })}
          onClick={() => dialog.open({ item })}
        >
          {t('organization.edit')}
        </Button>
      ) : null}
      {can.remove ? (
        <Popconfirm
          title={t(`${texts}.deleteConfirm`, { name: props.nameOf(item) })}
          description={t(`${texts}.deleteHint`)}
          okText={t('organization.delete')}
          cancelText={t('organization.cancel')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() => remove.mutateAsync(item.id).then((answer) => notify.success(answer.message))}
        >
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('organization.deleteOne', { name: props.nameOf(item) })}
          >
            {t('organization.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );

  const body = list.data?.forbidden ? (
    <Alert type="warning" showIcon title={t('search.noPermission')} description={t(`${texts}.noPermission`)} />
  ) : list.isError ? (
    <Alert type="error" showIcon title={t('search.loadFailed')} />
  ) : (
    <Table<Item>
      rowKey="id"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      pagination={false}
      locale={{ emptyText: t(`${texts}.empty`) }}
      columns={[
        { key: 'name', title: t(`${texts}.name`), render: (_, item) => props.renderName(item) },
        ...(can.edit || can.remove
          ? [
              {
                key: 'actions',
                title: t('organization.actions'),
                align: 'end' as const,
                render: (_: unknown, item: Item) => actions(item),
              },
            ]
          : []),
      ]}
      data-testid={`${texts}-table`}
    />
  );

  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, width: '100%', margin: '0 auto' }}>
      <PageHeader
        back={paths.dashboard.userManagement.root}
        backLabel={t('organization.back')}
        icon={props.icon}
        color="#722ed1"
        title={t(`${texts}.title`)}
        intro={t(`${texts}.intro`)}
        extra={
          can.create ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => dialog.open({ item: null })}>
              {t(`${texts}.create`)}
            </Button>
          ) : null
        }
      />
      <Card>{body}</Card>
      {dialog.dialog ? <EntryDialog item={dialog.dialog.item} props={props} onClose={dialog.close} /> : null}
    </Flex>
  );
}
