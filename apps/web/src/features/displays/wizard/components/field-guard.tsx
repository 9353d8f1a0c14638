import { LockOutlined } from '@ant-design/icons';
import { ConfigProvider, Flex, Tooltip, Typography } from 'antd';
import { type ReactNode, createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayStatus, Permission } from '@plakat/shared';
import { useProfile } from '../../../../lib/profile.ts';
import { missingKeyOf } from '../lib/field-access.ts';

type MissingKey = (fields: readonly string[]) => Permission | null;
const FieldAccess = createContext<MissingKey>(() => null);

/** Which fields the user may change in this wizard: the display's status and the user's keys (lib/field-access.ts). */
export function FieldAccessProvider({ status, children }: { status: DisplayStatus | undefined; children: ReactNode }) {
  const keys = useProfile().data?.permissions;
  const missing = useCallback<MissingKey>(
    (fields) => missingKeyOf(fields, (key) => keys?.includes(key) ?? false, status),
    [keys, status],
  );
  return <FieldAccess.Provider value={missing}>{children}</FieldAccess.Provider>;
}

/** The key the user lacks for these fields, or null when they may change them. */
export function useMissingKey(...fields: string[]): Permission | null {
  return useContext(FieldAccess)(fields);
}

/**
 * Fields the user's keys cannot save (a completed display's field groups, spec 02 §6) stay visible but read-only:
 * every control inside is disabled, a tooltip says why, and a short note under them says it for keyboard and
 * screen-reader users, who cannot reach the tooltip of a disabled control. The server would refuse the change (403).
 */
export function FieldGuard({ fields, children }: { fields: string[]; children: ReactNode }) {
  const { t } = useTranslation('displayWizard');
  const missing = useMissingKey(...fields);
  if (!missing) return children;
  const reason = t(`readOnly.${missing}`);
  return (
    <Tooltip title={reason}>
      <div data-read-only={missing}>
        <ConfigProvider componentDisabled>{children}</ConfigProvider>
        <Flex gap={6} align="baseline" style={{ marginTop: -12, marginBottom: 16 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <LockOutlined aria-hidden /> {reason}
          </Typography.Text>
        </Flex>
      </div>
    </Tooltip>
  );
}
