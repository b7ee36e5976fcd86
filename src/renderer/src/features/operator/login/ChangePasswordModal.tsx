// A user chooses their own password: at sign-in, when theirs is a temporary one an Admin
// gave (the current password is the one just typed), or from the user menu (they type it).
import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MIN_PASSWORD_LENGTH } from '@shared/contract/users';
import type { Permission } from '@shared/domain/permissions';
import { failureMessage } from '@renderer/api/http';
import { useSession } from '@renderer/app/session';
import { popup } from '@renderer/components/popups';

interface Props {
  opened: boolean;
  login: string;
  /** Known at sign-in (the temporary password); asked for when absent. */
  currentPassword?: string;
  onClose(): void;
  onChanged(permissions: Permission[]): void;
}

export function ChangePasswordModal({ opened, login, currentPassword, onClose, onChanged }: Props) {
  const changePassword = useSession((state) => state.changePassword);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const temporary = currentPassword !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setError(`A senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`);
    if (next !== repeated) return setError('As senhas não são iguais');
    setSaving(true);
    try {
      const permissions = await changePassword(login, currentPassword ?? current, next);
      popup.success('Senha alterada com sucesso');
      onChanged(permissions);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={temporary ? 'Crie a sua senha' : 'Trocar senha'} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {temporary && (
            <Text size="sm">
              Você entrou com uma senha temporária. Escolha uma senha só sua, com ao menos {MIN_PASSWORD_LENGTH} caracteres.
            </Text>
          )}
          {!temporary && (
            <PasswordInput label="Senha atual" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.currentTarget.value)} data-autofocus />
          )}
          <PasswordInput
            label="Nova senha"
            description={`Ao menos ${MIN_PASSWORD_LENGTH} caracteres`}
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.currentTarget.value)}
            data-autofocus={temporary || undefined}
          />
          <PasswordInput label="Repita a nova senha" autoComplete="new-password" value={repeated} onChange={(event) => setRepeated(event.currentTarget.value)} error={error} />
          <Button type="submit" loading={saving} size="md">
            Salvar senha
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
