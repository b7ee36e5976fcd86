// The scanning dialog of the critical-order conference (spec/loading.md §2.5): the checker
// reads a box label of the order (or types its number); the server opens the order's
// conference record, or explains why it cannot ("Pedido #x ainda não foi finalizado!").
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isOrderNotFinished } from '@shared/contract/box-conference';
import { startCriticalConference, type CriticalConference } from '@shared/contract/critical-conference';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface CriticalScanDialogProps {
  opened: boolean;
  onClose: () => void;
  onStarted: (conference: CriticalConference) => void;
}

export function CriticalScanDialog({ opened, onClose, onStarted }: CriticalScanDialogProps) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  const start = async (value: string) => {
    if (!value.trim()) return;
    setBusy(true);
    try {
      const conference = await call(startCriticalConference, { body: { code: value } });
      setCode('');
      onStarted(conference);
    } catch (error) {
      setCode('');
      const message = failureMessage(error);
      if (isOrderNotFinished(message)) popup.info(message);
      else popup.error(message, { title: 'Erro ao iniciar conferência' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Conferir pedido crítico" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start(code);
        }}
      >
        <Stack>
          <Text c="dimmed">Leia o QR Code de uma caixa do pedido ou digite o número do pedido.</Text>
          <TextInput
            label="Código"
            placeholder="N° do pedido ou QR Code da caixa"
            autoFocus
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={busy} disabled={!code.trim()}>
              Conferir
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
