// The Admin's form for one person: a new user or separator (login, name, permission groups,
// temporary password), or an existing one's name and groups. The server decides what the
// Admin may grant (only Tech grants Tech) and answers in Portuguese; the form shows it.
import { Button, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { createAccount, getAccount, updateAccount, type Account } from '@shared/contract/users';
import { call, failureMessage, toApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { loadPermissionGroups, permissionGroupLabel } from './permission-groups';
import { TemporaryPasswordInput } from './TemporaryPasswordInput';

interface Props {
  /** The user being edited; absent for a new one. */
  userId?: number;
  onClose(): void;
  onSaved(account: Account): void;
}

export function AccountModal({ userId, onClose, onSaved }: Props) {
  const groups = useLoaded(loadPermissionGroups, 'Erro ao receber permissoes');
  const [account, setAccount] = useState<Account | null>(null);
  const [values, setValues] = useState({ username: '', name: '', groupIds: [] as string[], password: '' });
  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    call(getAccount, { params: { id: userId } }, { signal: controller.signal }).then(
      (found) => {
        setAccount(found);
        setValues({ username: found.username, name: found.name, groupIds: found.permission_group_ids.map(String), password: '' });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) popup.error(failureMessage(error), { title: 'Erro ao procurar dados do usuario' });
      },
    );
    return () => controller.abort();
  }, [userId]);

  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const editing = userId !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    const permission_group_ids = values.groupIds.map(Number);
    try {
      const saved = editing
        ? await call(updateAccount, { params: { id: userId }, body: { name: values.name, permission_group_ids } })
        : await call(createAccount, { body: { username: values.username, name: values.name, permission_group_ids, temporary_password: values.password } });
      popup.success(editing ? 'Usuário alterado com sucesso' : `Usuário ${saved.username} criado com sucesso`);
      onSaved(saved);
    } catch (error) {
      const fields = toApiFailure(error).fields ?? [];
      if (fields.length === 0) popup.error(failureMessage(error), { title: editing ? 'Erro ao alterar usuário' : 'Erro ao criar usuário' });
      setErrors(Object.fromEntries(fields.map((field) => [field.field.replace(/^body\./, ''), field.message])));
    } finally {
      setSaving(false);
    }
  };

  const ERROR_KEYS = { username: 'username', name: 'name', groupIds: 'permission_group_ids', password: 'temporary_password' } as const;
  const change = (field: keyof typeof values) => (value: string | string[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [ERROR_KEYS[field]]: '' }));
  };

  return (
    <Modal opened onClose={onClose} title={editing ? `Editar ${account?.username ?? 'usuário'}` : 'Novo usuário'} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput
            label="Login"
            value={values.username}
            disabled={editing}
            error={errors.username}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => change('username')(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput label="Nome" value={values.name} error={errors.name} onChange={(event) => change('name')(event.currentTarget.value)} />
          <MultiSelect
            label="Grupos de permissão"
            description="Nenhum grupo: um separador"
            data={groups.data?.map((group) => ({ value: String(group.id), label: permissionGroupLabel(group.name) })) ?? []}
            value={values.groupIds}
            error={errors.permission_group_ids}
            onChange={change('groupIds')}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          {!editing && <TemporaryPasswordInput value={values.password} error={errors.temporary_password} onChange={change('password')} />}
          <Button type="submit" loading={saving} disabled={editing && !account}>
            {editing ? 'Salvar' : 'Criar usuário'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
