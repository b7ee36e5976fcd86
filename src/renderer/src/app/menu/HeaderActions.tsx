// The right side of both headers: the bell for panel users, else the help-request button,
// then the user menu.
import { Group } from '@mantine/core';
import { hasPanelPermission } from '@shared/domain/permissions';
import { useSession } from '@renderer/app/session';
import { AlertsBell } from '@renderer/features/alerts/AlertsBell';
import { HelpRequest } from '@renderer/features/alerts/HelpRequest';
import { UserMenu } from './UserMenu';

export function HeaderActions() {
  const isPanelUser = useSession((state) => hasPanelPermission(state.userPermissions));
  return (
    <Group gap="xs" wrap="nowrap">
      {isPanelUser ? <AlertsBell /> : <HelpRequest />}
      <UserMenu />
    </Group>
  );
}
