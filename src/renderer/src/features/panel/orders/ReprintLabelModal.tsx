// Label reprint (spec/panel.md §4 'Label reprint dialog states', §5, §8): the number of
// labels (required, numeric), the white printer for BRANCA routes, then pending, success
// or error.
import { Button, Group, Loader, Modal, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { printLabels } from '@shared/contract/labels';
import { WHITE_ROUTE_COLOUR } from '@shared/domain/route-colours';
import { call, failureMessage } from '@renderer/api/http';

type State = { kind: 'initial' } | { kind: 'pending' } | { kind: 'success'; message: string } | { kind: 'error'; message: string };

interface Props {
  orderId: string;
  colorRoute: string | null;
  boxes: number | null;
  opened: boolean;
  onClose: () => void;
}

export function ReprintLabelModal({ orderId, colorRoute, boxes, opened, onClose }: Props) {
  const [quantity, setQuantity] = useState<number | string>(boxes ?? '');
  const [printer, setPrinter] = useState<'1' | '2'>('1');
  const [state, setState] = useState<State>({ kind: 'initial' });
  const [touched, setTouched] = useState(false);
  const white = !colorRoute || colorRoute === WHITE_ROUTE_COLOUR;
  const invalid = quantity === '' || !Number.isInteger(Number(quantity)) || Number(quantity) < 1;

  const close = () => {
    setState({ kind: 'initial' });
    setQuantity(boxes ?? '');
    setTouched(false);
    onClose();
  };

  const print = async () => {
    setState({ kind: 'pending' });
    try {
      const reply = await call(printLabels, {
        body: { orderId, reprint: true, boxQuantity: Number(quantity), printerChoice: white ? (Number(printer) as 1 | 2) : undefined },
      });
      setState({ kind: 'success', message: reply.message });
    } catch (error) {
      setState({ kind: 'error', message: failureMessage(error) });
    }
  };

  // Once printed (or not) its 'Fechar' button closes it: no X of the same name beside it (theme.ts).
  const answered = state.kind === 'success' || state.kind === 'error';
  return (
    <Modal opened={opened} onClose={close} title="Reimprimir etiqueta" centered withCloseButton={!answered}>
      {state.kind === 'initial' && (
        <Stack>
          <NumberInput
            label="Quantidade de etiquetas"
            min={1}
            allowDecimal={false}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            error={touched && invalid ? 'Quantidade de etiquetas obrigatorio' : null}
          />
          {white && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Impressora branca
              </Text>
              <SegmentedControl value={printer} onChange={(value) => setPrinter(value as '1' | '2')} data={[{ value: '1', label: 'Impressora 1' }, { value: '2', label: 'Impressora 2' }]} />
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button onClick={() => void print()} disabled={invalid}>
              Imprimir
            </Button>
          </Group>
        </Stack>
      )}
      {state.kind === 'pending' && (
        <Stack align="center" py="md">
          <Loader />
          <Text>Imprimindo...</Text>
        </Stack>
      )}
      {state.kind !== 'initial' && state.kind !== 'pending' && (
        <Stack align="center" py="md">
          <Text fw={700} fz="lg" c={state.kind === 'success' ? 'green.8' : 'red.8'}>
            {state.kind === 'success' ? 'Deu bao na Impressao!' : 'Deu erro pra imprimir ):'}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            {state.message}
          </Text>
          <Group>
            {state.kind === 'error' && (
              <Button variant="light" onClick={() => setState({ kind: 'initial' })}>
                Tentar novamente
              </Button>
            )}
            <Button onClick={close}>Fechar</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
