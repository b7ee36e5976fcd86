// The user menu of both layouts: the signed-in login, the entries the user may open
// (app/menu/entries.ts), 'Trocar senha' and 'Sair da conta'.
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';
import { IconChevronDown, IconLogout } from '@renderer/components/icons';
import { mayOpenStationSettings } from '@renderer/features/station/access';
import { ChangePasswordModal } from '@renderer/features/operator/login/ChangePasswordModal';
import { userMenuEntries } from './entries';

export function UserMenu() {
  const login = useSession((state) => state.login);
  const permissions = useSession((state) => state.userPermissions);
  const signOut = useSession((state) => state.signOut);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const entries = userMenuEntries(permissions, pathname);
  const [changingPassword, setChangingPassword] = useState(false);

  const leave = () => {
    signOut();
    popup.success('Deslogado com sucesso');
    void navigate('/', { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label="Menu do usuário" mih={48} px={6} style={{ borderRadius: 8 }}>
            <Group gap={8} wrap="nowrap">
              <Avatar color="doca" radius="xl" size={36}>
                {(login ?? '?').slice(0, 2).toUpperCase()}
              </Avatar>
              <Text fw={600} size="sm" visibleFrom="xs" maw={140} truncate>
                {login}
              </Text>
              <IconChevronDown size={18} />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {entries.map((entry) => (
            <Menu.Item key={entry.key} mih={48} onClick={() => void navigate(entry.to)}>
              {entry.label}
            </Menu.Item>
          ))}
          {/* Only the desktop app has station settings (readers, printer). */}
          {mayOpenStationSettings(permissions) && pathname !== '/estacao' && (
            <Menu.Item mih={48} onClick={() => void navigate('/estacao')}>
              Estação
            </Menu.Item>
          )}
          <Menu.Item mih={48} onClick={() => setChangingPassword(true)}>
            Trocar senha
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item mih={48} color="red" leftSection={<IconLogout size={18} />} onClick={leave}>
            Sair da conta
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {changingPassword && login && (
        <ChangePasswordModal opened login={login} onClose={() => setChangingPassword(false)} onChanged={() => setChangingPassword(false)} />
      )}
    </>
  );
}
