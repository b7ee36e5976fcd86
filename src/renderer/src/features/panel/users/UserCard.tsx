// One user's card: a click opens their detail; Admins get the menu: 'Editar', 'Senha
// temporária', 'Desativar' or 'Reativar', and 'Resetar bloqueio'.
import { ActionIcon, Avatar, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resetUserBlock } from '@shared/contract/auth';
import type { Separator } from '@shared/contract/users';
import { hasAnyPermission } from '@shared/domain/permissions';
import { call, failureMessage } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';
import { AccountModal } from './AccountModal';
import { ActiveToggleModal } from './ActiveToggleModal';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { permissionGroupShortLabel } from './permission-groups';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

async function resetBlock(user: Separator, onChanged: () => void): Promise<void> {
  try {
    await call(resetUserBlock, { params: { id: user.id } });
    popup.success('Bloqueio resetado com sucesso');
    onChanged();
  } catch (error) {
    popup.error(failureMessage(error), { title: 'Erro ao resetar bloqueio' });
  }
}

export function UserCard({ user, onChanged }: { user: Separator; onChanged(): void }) {
  const navigate = useNavigate();
  const isAdmin = useSession((state) => hasAnyPermission(state.userPermissions, ['Admin']));
  const [open, setOpen] = useState<'edit' | 'password' | 'active' | null>(null);
  const close = () => setOpen(null);
  const saved = () => {
    setOpen(null);
    onChanged();
  };
  return (
    <Card
      withBorder
      padding="md"
      role="link"
      aria-label={user.username}
      style={{ cursor: 'pointer' }}
      onClick={() => navigate(`/painel/usuario/${user.id}`)}
    >
      <Group wrap="nowrap" align="flex-start">
        <Avatar color="doca" radius="xl">
          {initials(user.name || user.username)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {user.username}
          </Text>
          {/* A full name gets two lines: at 1024 px four cards a row cut most after the first name. */}
          <Text size="sm" c="dimmed" lineClamp={2} title={user.name}>
            {user.name}
          </Text>
          {/* What they may do, as words that wrap: as a badge, 'Conferência de pedidos' read 'CONFERÊNCIA D…'. */}
          <Text size="xs" fw={600} c="gray.7" mt={2}>
            {user.groups.length === 0 ? 'Separador' : user.groups.length === 1 ? permissionGroupShortLabel(user.groups[0]!.name) : `${user.groups.length} grupos`}
          </Text>
          {(!user.active || user.is_locked) && (
            <Group gap={4} mt={2}>
              {!user.active && (
                <Badge color="gray" size="xs">
                  Desativado
                </Badge>
              )}
              {user.is_locked && (
                <Badge color="red" size="xs">
                  Bloqueado
                </Badge>
              )}
            </Group>
          )}
        </Stack>
        {isAdmin && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Ações de ${user.username}`} onClick={(event) => event.stopPropagation()}>
                ⋮
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
              <Menu.Item onClick={() => setOpen('edit')}>Editar</Menu.Item>
              <Menu.Item onClick={() => setOpen('password')}>Senha temporária</Menu.Item>
              <Menu.Item color={user.active ? 'red' : undefined} onClick={() => setOpen('active')}>
                {user.active ? 'Desativar' : 'Reativar'}
              </Menu.Item>
              <Menu.Item onClick={() => void resetBlock(user, onChanged)}>Resetar bloqueio</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
        {/* The modals sit inside the card: their clicks must not open the user's page. */}
        <div onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
          {open === 'edit' && <AccountModal userId={user.id} onClose={close} onSaved={saved} />}
          {open === 'password' && <TemporaryPasswordModal user={user} onClose={close} onSaved={saved} />}
          {open === 'active' && <ActiveToggleModal user={user} onClose={close} onSaved={saved} />}
        </div>
      </Group>
    </Card>
  );
}
