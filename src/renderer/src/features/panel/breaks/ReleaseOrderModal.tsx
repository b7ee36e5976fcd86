// 'Liberar pedido' (spec/panel.md §4 'Releasing an order'): a separated order asks whether
// boxes were added (yes: how many, at least 1); an order still in separation tells to inform
// the separator.
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { releaseBreakOrder, type BreakOrder } from '@shared/contract/breaks';
import { pluralPt } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface ReleaseOrderModalProps {
  order: BreakOrder;
  onClose: () => void;
  onDone: () => void;
}

export const ADDED_BOXES_MESSAGE = 'A quantidade de caixas deve ser um número maior que 0.';

export function ReleaseOrderModal({ order, onClose, onDone }: ReleaseOrderModalProps) {
  const [added, setAdded] = useState<'yes' | 'no' | null>(null);
  const [boxes, setBoxes] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const separated = order.is_order_separated;
  const boxesValid = typeof boxes === 'number' && Number.isInteger(boxes) && boxes >= 1;
  const ready = !separated || added === 'no' || (added === 'yes' && boxesValid);

  const release = async () => {
    setBusy(true);
    try {
      const reply = await call(releaseBreakOrder, {
        params: { orderId: order.order_id },
        body: separated && added === 'yes' && boxesValid ? { addictedBoxes: boxes } : {},
      });
      popup.success(reply.message, { title: `Pedido #${order.order_id}` });
      onDone();
    } catch (failure) {
      popup.error(failureMessage(failure), { title: 'Erro ao liberar pedido' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Liberar pedido #${order.order_id}`} centered>
      <Stack gap="md">
        {separated ? (
          <>
            <Radio.Group label="Foram adicionadas caixas ao pedido?" value={added} onChange={(value) => setAdded(value as 'yes' | 'no')}>
              <Group mt="xs">
                <Radio value="yes" label="Sim" />
                <Radio value="no" label="Não" />
              </Group>
            </Radio.Group>
            {added === 'yes' && (
              <NumberInput
                label="Quantidade de caixas adicionadas"
                value={boxes}
                onChange={(value) => setBoxes(typeof value === 'number' ? value : '')}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                error={boxes !== '' && !boxesValid ? ADDED_BOXES_MESSAGE : undefined}
                data-autofocus
              />
            )}
          </>
        ) : (
          <Alert color="yellow" title="Pedido em separação">
            Este pedido ainda está sendo separado. Informe o separador que o pedido foi liberado.
          </Alert>
        )}
        <Text fz="sm" c="dimmed">
          {pluralPt(order.runouts.length, 'item com quebra será liberado', 'itens com quebra serão liberados')}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={() => void release()} disabled={!ready} loading={busy}>
            Liberar pedido
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
