// 'Divergência na quantidade de caixas do pedido': the new count differs from the conference
// count; 'Ver itens' lists the order's items before 'Confirmar' (spec/loading.md §2.3, §5).
import { Button, Group, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { listOrderItems } from '@shared/contract/box-conference';
import { formatPortion, pluralPt } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface DivergenceModalProps {
  divergence: { orderId: string; value: number; expected: number | null } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

type Item = Awaited<ReturnType<typeof call<typeof listOrderItems>>>[number];

export function DivergenceModal({ divergence, onCancel, onConfirm }: DivergenceModalProps) {
  const [items, setItems] = useState<Item[] | null>(null);
  const close = () => {
    setItems(null);
    onCancel();
  };
  const showItems = async () => {
    if (!divergence) return;
    try {
      setItems(await call(listOrderItems, { params: { orderId: divergence.orderId } }));
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao receber dados dos itens' });
    }
  };
  return (
    <Modal opened={divergence !== null} onClose={close} title="Divergência na quantidade de caixas do pedido" size="lg" centered>
      {divergence && (
        <Stack>
          <Text>
            Pedido #{divergence.orderId}: {pluralPt(divergence.value, 'caixa informada', 'caixas informadas')},{' '}
            {divergence.expected ?? '-'} na conferência.
          </Text>
          {items && (
            <Table>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td w={56}>{item.image && <Image src={item.image} w={40} h={40} fit="contain" alt="" />}</Table.Td>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td ta="right">{formatPortion(item.quantity, item.type)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void showItems()}>
              Ver itens
            </Button>
            <Button
              onClick={() => {
                setItems(null);
                onConfirm();
              }}
            >
              Confirmar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
