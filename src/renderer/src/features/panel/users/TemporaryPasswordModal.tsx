// 'Senha temporária': the Admin gives a user a password to change at their next sign-in
// (a forgotten password, a new phone). It also clears a sign-in lock.
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { setTemporaryPassword, type Separator } from '@shared/contract/users';
import { call, failureMessage, toApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { TemporaryPasswordInput } from './TemporaryPasswordInput';

export function TemporaryPasswordModal({ user, onClose, onSaved }: { user: Separator; onClose(): void; onSaved(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const { message } = await call(setTemporaryPassword, { params: { id: user.id }, body: { temporary_password: password } });
      popup.success(message);
      onSaved();
    } catch (failure) {
      const field = toApiFailure(failure).fields?.[0];
      if (field) setError(field.message);
      else popup.error(failureMessage(failure), { title: 'Erro ao definir a senha' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Senha temporária de ${user.username}`} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Text size="sm">Passe a senha para {user.name}: ela serve só para o próximo acesso.</Text>
          <TemporaryPasswordInput value={password} error={error} onChange={setPassword} />
          <Button type="submit" loading={saving}>
            Definir senha
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
