// 'Editar item separado' (spec/panel.md §5 'Item break edit'): a total break needs no
// quantity; a partial one needs the quantity separated, a positive number below the expected
// one (converted_quantity or quantity). Weight items are typed in Kg.
import { Button, Group, Modal, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { editSeparatedItem, type OrderItem } from '@shared/contract/orders';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { partialError, quantityInUnits } from './itemEdit';
import { quantityText } from './orderLabels';

interface Props {
  item: OrderItem | null;
  onClose: () => void;
  onSaved: () => void;
}

export function EditItemModal({ item, onClose, onSaved }: Props) {
  const [kind, setKind] = useState<'3' | '4'>('3');
  const [quantity, setQuantity] = useState<number | string>('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const error = item && kind === '4' ? partialError(quantity, item) : null;

  const close = () => {
    setKind('3');
    setQuantity('');
    setTouched(false);
    onClose();
  };

  const save = async () => {
    if (!item) return;
    setTouched(true);
    if (error) return;
    setSaving(true);
    try {
      const separated = kind === '4' ? quantityInUnits(Number(quantity), item) : undefined;
      await call(editSeparatedItem, { params: { itemId: item.id }, body: { statusId: kind === '3' ? 3 : 4, quantitySeparated: separated } });
      popup.success('Sucesso ao gerar quebra');
      onSaved();
      close();
    } catch (failure) {
      const message = failureMessage(failure);
      popup.error(message === 'Order reseted' ? 'O pedido foi resetado.' : message, { title: 'Erro ao gerar quebra' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={item !== null} onClose={close} title="Editar item separado" centered>
      {item && (
        <Stack>
          <Text fw={600}>{item.name}</Text>
          <Text size="sm" c="dimmed">
            Pedido: {quantityText(item.quantity, item.type)} · Esperado: {quantityText(item.converted_quantity ?? item.quantity, item.type)} · Separado:{' '}
            {quantityText(item.confirmed_quantity, item.type)}
          </Text>
          <Radio.Group value={kind} onChange={(value) => setKind(value as '3' | '4')} label="Tipo de quebra">
            <Group mt="xs">
              <Radio value="3" label="Quebra total" />
              <Radio value="4" label="Quebra parcial" />
            </Group>
          </Radio.Group>
          {kind === '4' && (
            <NumberInput
              label={item.type === 'peso' ? 'Quantidade separada (Kg)' : 'Quantidade separada'}
              decimalScale={item.type === 'peso' ? 3 : 0}
              decimalSeparator=","
              value={quantity}
              onChange={setQuantity}
              onBlur={() => setTouched(true)}
              error={touched ? error : null}
              data-autofocus
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button onClick={() => void save()} disabled={saving || (touched && error !== null)}>
              {saving ? 'Alterando, aguarde...' : 'Salvar'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
