import { DeleteOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserMessageBody } from '@plakat/shared';
import { paths } from '../../../../config/paths.ts';
import { notify } from '../../../../lib/notify.ts';
import { type UserDetails, useDeleteUser, useSendMessage } from '../../api/users.ts';

/** Send a message (SEND_MESSAGE) and delete the user (DELETE_USER), each in a dialog. */
export function DangerZone({
  user,
  canMessage,
  canDelete,
}: {
  user: UserDetails;
  canMessage: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [open, setOpen] = useState<'message' | 'delete' | null>(null);
  const [form] = Form.useForm<UserMessageBody>();
  const send = useSendMessage(user.id);
  const remove = useDeleteUser(user.id);
  if (!canMessage && !canDelete) return null;
  const sendMessage = async () => {
    const answer = await send.mutateAsync(await form.validateFields());
    notify.success(answer.message);
    setOpen(null);
  };
  const deleteUser = async () => {
    const answer = await remove.mutateAsync(undefined);
    notify.success(answer.message);
    navigate(paths.dashboard.userManagement.list);
  };
  return (
    <Flex gap={8} wrap>
      {canMessage && (
        <Button icon={<MailOutlined aria-hidden />} onClick={() => setOpen('message')}>
          {t('edit.message.open')}
        </Button>
      )}
      {canDelete && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen('delete')}>
          {t('edit.delete.open')}
        </Button>
      )}
      <Modal
        open={open === 'message'}
        title={t('edit.message.title', { email: user.email })}
        okText={t('edit.message.send')}
        cancelText={t('search.cancel')}
        confirmLoading={send.isPending}
        onOk={() => void sendMessage().catch(() => undefined)}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="subject"
            label={t('edit.message.subject')}
            rules={[{ required: true, whitespace: true, message: t('edit.message.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="message"
            label={t('edit.message.text')}
            rules={[{ required: true, whitespace: true, message: t('edit.message.required') }]}
          >
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={open === 'delete'}
        title={t('edit.delete.title', { email: user.email })}
        okText={t('edit.delete.confirm')}
        okButtonProps={{ danger: true }}
        cancelText={t('search.cancel')}
        confirmLoading={remove.isPending}
        onOk={() => void deleteUser().catch(() => setOpen(null))}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {t('edit.delete.text')}
      </Modal>
    </Flex>
  );
}
