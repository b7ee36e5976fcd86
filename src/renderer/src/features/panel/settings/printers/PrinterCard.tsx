// One route colour and its printer, with Edit (rename the printer) and Delete in its menu.
import { ActionIcon, Box, Button, Card, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { deletePrinter, updatePrinter, type Printer } from '@shared/contract/settings';
import { ROUTE_COLOURS } from '@shared/domain/route-colours';
import { call, failureMessage } from '@renderer/api/http';
import { ConfirmModal } from '@renderer/components/ConfirmModal';
import { popup } from '@renderer/components/popups';
import { routeColourTitle } from './routeColourTitle';

export function PrinterCard({ printer, onChanged }: { printer: Printer; onChanged(): void }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [name, setName] = useState(printer.printer_name);
  const [busy, setBusy] = useState(false);
  const title = routeColourTitle(printer.color_route);

  const rename = async () => {
    if (name.trim() === '') {
      popup.error('Nenhuma impressora selecionada!', { title: 'Erro ao alterar impressão de cor de rota' });
      return;
    }
    setBusy(true);
    try {
      await call(updatePrinter, { params: { id: printer.id }, body: { newPrinterName: name.toUpperCase() } });
      popup.success(`Impressão de cor de rota ${printer.color_route} alterada com sucesso`);
      setEditing(false);
      onChanged();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao alterar impressão de cor de rota' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await call(deletePrinter, { params: { id: printer.id } });
      popup.success('Cor de rota excluida com sucesso');
      setConfirmingDelete(false);
      onChanged();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao excluir cor de rota' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Box
            w={28}
            h={28}
            bg={ROUTE_COLOURS[printer.color_route]}
            style={{ borderRadius: 6, border: '1px solid var(--mantine-color-gray-4)' }}
          />
          <Stack gap={0}>
            <Text fw={700}>{title}</Text>
            <Text size="sm" c="dimmed">
              Impressora: {printer.printer_name}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size={44} aria-label={`Opções de ${title}`}>
              <Text fw={700} fz={22} lh={1}>
                ⋮
              </Text>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => (setName(printer.printer_name), setEditing(true))}>Editar</Menu.Item>
            <Menu.Item color="red" onClick={() => setConfirmingDelete(true)}>
              Excluir
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal opened={editing} onClose={() => setEditing(false)} title={`Editar ${title}`} centered>
        <Stack>
          <TextInput label="Impressora" value={name} onChange={(event) => setName(event.currentTarget.value.toUpperCase())} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancelar
            </Button>
            <Button onClick={rename} loading={busy}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmModal
        opened={confirmingDelete}
        title={`Excluir ${title}?`}
        confirmLabel="Excluir"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      >
        A cor de rota ficará sem impressora.
      </ConfirmModal>
    </Card>
  );
}
