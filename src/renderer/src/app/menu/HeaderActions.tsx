// The right side of both headers: the bell for panel users, else the help-request button,
// then the user menu.
import { Group } from '@mantine/core';
import { hasPanelPermission } from '@shared/domain/permissions';
import { useOperatorHeader } from '@renderer/app/header';
import { useSession } from '@renderer/app/session';
import { HelpRequestButton } from './HelpRequestButton';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export function HeaderActions() {
  const isPanelUser = useSession((state) => hasPanelPermission(state.userPermissions));
  const onHelpRequest = useOperatorHeader((state) => state.onHelpRequest);
  return (
    <Group gap="xs" wrap="nowrap">
      {isPanelUser ? <NotificationBell /> : <HelpRequestButton onClick={onHelpRequest} compact />}
      <UserMenu />
    </Group>
  );
}
