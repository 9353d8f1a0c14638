import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPairingCode, normalizePairingCode, pairingLimits } from '@plakat/shared';
import { applyServerErrors } from '../../../../lib/form-rules.ts';
import { isApiRequestError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/notify.ts';
import { errorMessage } from '../../../../lib/query-client.ts';
import { useClaimPlayerPairing } from '../api/claim-pairing.ts';
import { forgetPairCode, pendingPairCode } from '../lib/pending-code.ts';
import type { PairableDisplay } from './pair-screen-button.tsx';

type Values = { code: string };

/**
 * The code a phone brought from the screen's QR code (lib/pending-code.ts): the dialog starts with it, so the user
 * only picks the display.
 */
function broughtCode(): string | undefined {
  const code = pendingPairCode();
  return code ? formatPairingCode(code) : undefined;
}

/** As typed, shown as the screen shows it: upper case, spaces and hyphens dropped, `ABC-234` once past three. */
export function codeAsShown(input: string): string {
  const raw = input
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .slice(0, pairingLimits.codeLength + 2);
  return raw.length > 3 ? formatPairingCode(raw) : raw;
}

/**
 * The "Pair a screen" dialog: the code the screen shows (any case, spaces, a hyphen), checked here with the shared
 * rule before it is sent. A code that is wrong, expired or used (400) shows on the field; a display that does not
 * play (409) or too many codes (429) above the form, in the server's words of the page's language.
 */
export function PairScreenDialog({ display, onClose }: { display: PairableDisplay; onClose: () => void }) {
  const { t } = useTranslation('displayProgram');
  const [form] = Form.useForm<Values>();
  const claim = useClaimPlayerPairing();
  const [problem, setProblem] = useState<string | null>(null);
  const playerUrl = `${window.location.origin}/player`;

  const send = ({ code }: Values) => {
    setProblem(null);
    claim.mutate(
      { displayId: display.id, code: normalizePairingCode(code) ?? code },
      {
        onSuccess: (answer) => {
          forgetPairCode();
          notify.success(answer.message);
          onClose();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          const text = errorMessage(error, 'update');
          if (isApiRequestError(error) && error.status === 400) form.setFields([{ name: 'code', errors: [text] }]);
          else setProblem(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('pairing.title', { title: display.title })}
      okText={t('pairing.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={claim.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('pairing.help')}{' '}
          <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
            {playerUrl}
          </Typography.Text>
        </Typography.Paragraph>
        {problem && <Alert type="error" showIcon title={problem} />}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={send}
          initialValues={{ code: broughtCode() }}
          requiredMark={false}
          // A changed code is a new try: the last answer's error no longer applies.
          onValuesChange={() => {
            form.setFields([{ name: 'code', errors: [] }]);
            setProblem(null);
          }}
        >
          <Form.Item
            name="code"
            label={t('pairing.code')}
            extra={t('pairing.codeHint')}
            getValueFromEvent={(event: { target: { value: string } }) => codeAsShown(event.target.value)}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!normalizePairingCode(value ?? '')) throw new Error(t('validation:pairingCode'));
                },
              },
            ]}
            validateTrigger="onSubmit"
          >
            <Input
              autoFocus
              autoComplete="off"
              spellCheck={false}
              placeholder={t('pairing.placeholder')}
              size="large"
              style={{ fontFamily: 'monospace', letterSpacing: '0.15em', maxWidth: 220 }}
              data-testid="pairing-code"
            />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
