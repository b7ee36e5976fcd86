// Asks the two-factor code that approves taking scanning away from a group (spec/panel.md §4).
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

/** Mounted while open. */
interface TwoFactorCodeDialogProps {
  busy: boolean;
  onClose(): void;
  onConfirm(code: string): void;
}

export function TwoFactorCodeDialog({ busy, onClose, onConfirm }: TwoFactorCodeDialogProps) {
  const [code, setCode] = useState('');
  return (
    <Modal opened onClose={onClose} title="Confirmação de dois fatores" centered zIndex={300}>
      <Stack>
        <Text size="sm">
          Esta alteração tira o leitor de etapas do grupo. Digite o código do aplicativo autenticador de um responsável.
        </Text>
        <TextInput
          label="Código de autenticação"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => onConfirm(code)} disabled={code === '' || busy} loading={busy}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
