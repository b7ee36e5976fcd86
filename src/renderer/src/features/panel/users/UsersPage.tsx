// Separators and other users (spec/panel.md §2 "Users and separators"): a card grid with a
// search mirrored in the address (300 ms debounce) and a permission-group filter; a card
// opens the separator's detail. Admins create users ('Novo usuário'), see the deactivated
// ones ('Mostrar desativados') and edit, deactivate, reactivate, give a temporary password or
// reset a locked login from a card's menu.
import { Button, Group, Popover, Radio, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { listSeparators } from '@shared/contract/users';
import { hasAnyPermission } from '@shared/domain/permissions';
import { call } from '@renderer/api/http';
import { Page } from '@renderer/components/Page';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { useQuerySearch } from '@renderer/hooks/useQuerySearch';
import { useSession } from '@renderer/app/session';
import { AccountModal } from './AccountModal';
import { loadPermissionGroups, permissionGroupLabel } from './permission-groups';
import { UserCard } from './UserCard';

export const USERS_SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 20;
/** 'Todos': no group sent; the server applies the spec's default group (users/service.ts). */
const ALL = 'todos';

function GroupFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const groups = useLoaded(loadPermissionGroups, 'Erro ao receber permissoes');
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant={value === ALL ? 'default' : 'light'}>Filtros</Button>
      </Popover.Target>
      <Popover.Dropdown mah={420} style={{ overflowY: 'auto' }}>
        <Radio.Group value={value} onChange={onChange} label="Grupo de permissão">
          <Stack gap={8} mt="xs">
            <Radio value={ALL} label="Todos" />
            {groups.data?.map((group) => <Radio key={group.id} value={String(group.id)} label={permissionGroupLabel(group.name)} />)}
          </Stack>
        </Radio.Group>
      </Popover.Dropdown>
    </Popover>
  );
}

export function UsersPage() {
  const { text, setText, search, params, setParams } = useQuerySearch(USERS_SEARCH_DEBOUNCE_MS);
  const group = params.get('groupId') ?? ALL;
  const groupId = group === ALL ? undefined : Number(group);
  const status = params.get('status') === 'inactive' ? 'inactive' : 'active';
  const isAdmin = useSession((state) => hasAnyPermission(state.userPermissions, ['Admin']));
  const [creating, setCreating] = useState(false);

  const load = useCallback(
    (signal: AbortSignal) => call(listSeparators, { query: { search: search || undefined, groupId, status } }, { signal }),
    [search, groupId, status],
  );
  const users = useLoaded(load, 'Erro ao buscar usuarios');
  // The server answers the debounced text; the cards follow every keystroke.
  const shown = useMemo(() => {
    const typed = text.trim().toLowerCase();
    return users.data?.results.filter(
      (user) => user.username.toLowerCase().includes(typed) || user.name.toLowerCase().includes(typed),
    );
  }, [users.data, text]);

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    });
  const chooseGroup = (value: string) => setParam('groupId', value === ALL ? undefined : value);

  return (
    <Page
      title="Usuários"
      actions={
        <Group gap="sm">
          <TextInput
            placeholder="Quem voce busca?"
            aria-label="Quem voce busca?"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={260}
          />
          <GroupFilter value={group} onChange={chooseGroup} />
          <Switch
            label="Mostrar desativados"
            checked={status === 'inactive'}
            onChange={(event) => setParam('status', event.currentTarget.checked ? 'inactive' : undefined)}
          />
          {isAdmin && <Button onClick={() => setCreating(true)}>Novo usuário</Button>}
        </Group>
      }
    >
      {!shown ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} aria-busy>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Skeleton key={index} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          Nenhum usuario encontrado
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
          {shown.map((user) => (
            <UserCard key={user.id} user={user} onChanged={users.reload} />
          ))}
        </SimpleGrid>
      )}
      {creating && (
        <AccountModal
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            users.reload();
          }}
        />
      )}
    </Page>
  );
}
