import { Flex } from 'antd';
import { useProfile } from '../../../lib/profile.ts';
import { PlaysSection } from './plays-section.tsx';
import { ScreenSection } from './screen-section.tsx';

/** The details page's screen status (issue 25), for the own company's displays only: the screen and its plays. */
export function StatusSections({
  display,
}: {
  display: { id: string; companyId: string; playingNow?: { title: string; since: string } | null };
}) {
  const profile = useProfile();
  if (!profile.data?.company || profile.data.company.id !== display.companyId) return null;
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <ScreenSection displayId={display.id} playingNow={display.playingNow} />
      <PlaysSection displayId={display.id} />
    </Flex>
  );
}
