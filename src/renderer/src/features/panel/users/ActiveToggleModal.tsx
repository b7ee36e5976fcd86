// 'Desativar' and 'Reativar' ask first: deactivating ends the person's sessions at once.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { updateAccount, type Separator } from '@shared/contract/users';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

export function ActiveToggleModal({ user, onClose, onSaved }: { user: Separator; onClose(): void; onSaved(): void }) {
  const [saving, setSaving] = useState(false);
  const activate = !user.active;

  const confirm = async () => {
    setSaving(true);
    try {
      await call(updateAccount, { params: { id: user.id }, body: { active: activate } });
      popup.success(activate ? `${user.username} reativado` : `${user.username} desativado`);
      onSaved();
    } catch (error) {
      popup.error(failureMessage(error), { title: activate ? 'Erro ao reativar' : 'Erro ao desativar' });
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={activate ? 'Reativar usuário' : 'Desativar usuário'} centered>
      <Stack>
        <Text size="sm">
          {activate
            ? `${user.name} (${user.username}) poderá entrar de novo com a senha que tinha.`
            : `${user.name} (${user.username}) não poderá mais entrar, e quem estiver usando esse login sai em poucos segundos. Nada do que ele fez é apagado.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button color={activate ? 'doca' : 'red'} loading={saving} onClick={() => void confirm()}>
            {activate ? 'Reativar' : 'Desativar'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
