// Gives a route colour without a printer its printer; colours already used are not offered.
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { createPrinter } from '@shared/contract/settings';
import type { RouteColour } from '@shared/domain/route-colours';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { routeColourTitle } from './routeColourTitle';

/** Mounted while open. */
interface NewPrinterModalProps {
  colours: RouteColour[];
  onClose(): void;
  onCreated(): void;
}

export function NewPrinterModal({ colours, onClose, onCreated }: NewPrinterModalProps) {
  const [colour, setColour] = useState<string | null>(null);
  const [printerName, setPrinterName] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!colour) {
      popup.error('Nenhuma cor selecionada!', { title: 'Erro ao criar a cor da rota' });
      return;
    }
    setBusy(true);
    try {
      await call(createPrinter, { body: { printerName: printerName.toUpperCase(), colorRoute: colour } });
      popup.success(`Cor de rota ${colour} criada com sucesso`);
      onCreated();
      onClose();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao criar a cor da rota' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Nova cor de rota" centered>
      <Stack>
        <Select
          label="Cor da rota"
          placeholder="Escolha a cor"
          data={colours.map((value) => ({ value, label: routeColourTitle(value) }))}
          value={colour}
          onChange={setColour}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Impressora"
          value={printerName}
          onChange={(event) => setPrinterName(event.currentTarget.value.toUpperCase())}
          error={printerName.trim() === '' ? 'Campo obrigatório' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={busy} disabled={printerName.trim() === ''}>
            Criar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
