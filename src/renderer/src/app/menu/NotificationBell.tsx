// The notification bell of panel users: help calls and authorisation requests arrive here.
// The list itself comes from the alerts feature; the bell shows what it is given.
import { ActionIcon, Indicator, Menu, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconBell } from '@renderer/components/icons';
import { OPERATOR_ICON_BUTTON } from '@renderer/app/theme';

interface NotificationBellProps {
  count?: number;
  /** Menu items for the open notifications; an empty state otherwise. */
  children?: ReactNode;
}

export function NotificationBell({ count = 0, children }: NotificationBellProps) {
  return (
    <Menu position="bottom-end" width={320}>
      <Menu.Target>
        <Indicator label={count} size={18} disabled={count === 0} color="red" offset={6}>
          <ActionIcon size={OPERATOR_ICON_BUTTON} variant="subtle" color="gray" aria-label="Notificações">
            <IconBell size={26} />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notificações</Menu.Label>
        {children ?? (
          <Text size="sm" c="dimmed" px="sm" py="xs">
            Nenhum dado encontrado
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
