// The box reduction of an over-capacity route (spec/loading.md §2.6) in three steps: read a
// box of an order of the route; enter the boxes that order keeps; finished (the route is
// reduced once it fits its vehicle, and the conveyor screens hear it).
import { Alert, Button, Group, Modal, NumberInput, Stack, Stepper, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  checkReductionBox,
  reduceRouteBoxes,
  type OverCapacityRoute,
} from '@shared/contract/over-capacity-routes';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface ReductionDialogProps {
  route: OverCapacityRoute | null;
  onClose: () => void;
  onReduced: () => void;
}

type ScannedOrder = Awaited<ReturnType<typeof call<typeof checkReductionBox>>>;
type Reduced = Awaited<ReturnType<typeof call<typeof reduceRouteBoxes>>>;

export function ReductionDialog({ route, onClose, onReduced }: ReductionDialogProps) {
  const [step, setStep] = useState(0);
  const [tag, setTag] = useState('');
  const [order, setOrder] = useState<ScannedOrder | null>(null);
  const [remaining, setRemaining] = useState<number | string>('');
  const [result, setResult] = useState<Reduced | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep(0);
    setTag('');
    setOrder(null);
    setRemaining('');
    setResult(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const scan = async () => {
    if (!route || !tag.trim()) return;
    setBusy(true);
    try {
      setOrder(await call(checkReductionBox, { params: { id: route.route_above.id }, body: { tag_value: tag } }));
      setStep(1);
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao buscar dados do pedido' });
      setTag('');
    } finally {
      setBusy(false);
    }
  };

  const remainingInvalid = !order || !Number.isInteger(Number(remaining)) || Number(remaining) < 1 || Number(remaining) >= order.boxes;
  const reduce = async () => {
    if (!route || remainingInvalid) return;
    setBusy(true);
    try {
      const reply = await call(reduceRouteBoxes, {
        params: { id: route.route_above.id },
        body: { tag_value: tag, remaining_boxes: Number(remaining) },
      });
      setResult(reply);
      setStep(2);
      onReduced();
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao atualizar a rota' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={route !== null} onClose={close} title={route ? `Reduzir caixas da rota ${route.route}` : ''} size="lg" centered>
      {route && (
        <Stepper active={step} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label="Ler caixa" description="Uma caixa de um pedido da rota">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void scan();
              }}
            >
              <Stack mt="md">
                <Text>
                  A rota tem <b>{route.real_boxes_number}</b> caixas para <b>{route.capacity_vehicle}</b> de capacidade: reduza{' '}
                  <b>{route.quantityToDecrease}</b>.
                </Text>
                <TextInput
                  label="QR Code da caixa"
                  placeholder="Leia o QR Code de uma caixa da rota"
                  autoFocus
                  autoComplete="off"
                  value={tag}
                  onChange={(event) => setTag(event.currentTarget.value)}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={busy} disabled={!tag.trim()}>
                    Continuar
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stepper.Step>
          <Stepper.Step label="Caixas restantes" description="Quantas o pedido mantém">
            {order && (
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void reduce();
                }}
              >
                <Stack mt="md">
                  <Text>
                    Pedido <b>#{order.order_id}</b> ({order.client_name_or_trade}) tem hoje <b>{order.boxes}</b> caixas.
                  </Text>
                  <NumberInput
                    label="Quantidade de caixas restantes"
                    min={1}
                    max={order.boxes - 1}
                    allowDecimal={false}
                    allowNegative={false}
                    autoFocus
                    value={remaining}
                    onChange={setRemaining}
                    error={remaining !== '' && remainingInvalid ? `Informe de 1 a ${order.boxes - 1} caixas` : undefined}
                  />
                  <Group justify="space-between">
                    <Button variant="default" onClick={reset}>
                      Ler outra caixa
                    </Button>
                    <Button type="submit" loading={busy} disabled={remainingInvalid}>
                      Reduzir
                    </Button>
                  </Group>
                </Stack>
              </form>
            )}
          </Stepper.Step>
          <Stepper.Step label="Concluído" description="A rota atualizada">
            {result && (
              <Stack mt="md">
                {result.route.state === 'reduced' ? (
                  <Alert color="green" title="Rota reduzida">
                    A rota {result.route.route} agora tem {result.route.real_boxes_number} caixas para {result.route.capacity_vehicle} de
                    capacidade.
                  </Alert>
                ) : (
                  <Alert color="yellow" title="Redução registrada">
                    O pedido #{result.order.order_id} ficou com {result.order.boxes} caixas. A rota ainda tem{' '}
                    {result.route.quantityToDecrease} caixas acima da capacidade.
                  </Alert>
                )}
                <Group justify="flex-end">
                  {result.route.state !== 'reduced' && (
                    <Button variant="default" onClick={reset}>
                      Reduzir outro pedido
                    </Button>
                  )}
                  <Button onClick={close}>Concluir</Button>
                </Group>
              </Stack>
            )}
          </Stepper.Step>
        </Stepper>
      )}
    </Modal>
  );
}
