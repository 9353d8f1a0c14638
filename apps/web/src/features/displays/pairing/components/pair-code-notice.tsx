import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPairingCode } from '@plakat/shared';
import { pendingPairCode } from '../lib/pending-code.ts';

/**
 * Where a phone lands from a screen's QR code (`?pair=CODE` on the own overview, apps/player): what to do with the
 * code, which the "Pair a screen" dialog then starts with (lib/pending-code.ts). Nothing without a code.
 */
export function PairCodeNotice() {
  const { t } = useTranslation('displayProgram');
  const code = pendingPairCode();
  if (!code) return null;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="pair-code-notice"
      title={t('pairing.fromScreen.title', { code: formatPairingCode(code) })}
      description={t('pairing.fromScreen.text', { action: t('pairing.open') })}
    />
  );
}
