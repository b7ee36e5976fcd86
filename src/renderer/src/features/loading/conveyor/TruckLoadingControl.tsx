// 'Iniciar Carregamento' / 'Finalizar Carregamento' (red while a loading is under way), with
// the plate typed on the on-screen plate keyboard, whose 'confirmar' starts it like
// 'Iniciar' (spec/loading.md §2.1, §4, §5).
import { Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { finishTruckLoading, getTruckLoadingStatus, PLATE_TOO_SHORT, startTruckLoading, type TruckLoading } from '@shared/contract/conveyor';
import { formatDateTime } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { OnScreenKeyboard } from '@renderer/components/keyboard/OnScreenKeyboard';
import { popup } from '@renderer/components/popups';
import { cleanPlate, plateReady, typePlate } from './plate';

interface TruckLoadingControlProps {
  /** The scan input gives the focus up while the modal is open. */
  onOpenChange: (open: boolean) => void;
}

export function TruckLoadingControl({ onOpenChange }: TruckLoadingControlProps) {
  const [loading, setLoading] = useState<TruckLoading | null>(null);
  const [open, setOpen] = useState(false);
  const [plate, setPlate] = useState('');
  /** Set when a confirmation was asked for a plate still too short; typing clears it. */
  const [plateError, setPlateError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Bumped after a start or finish so the status is read again. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    call(getTruckLoadingStatus)
      .then((status) => {
        if (current) setLoading('message' in status ? null : status);
      })
      .catch((error: unknown) => popup.error(failureMessage(error), { title: 'Erro ao verificar status do carregamento:' }));
    return () => {
      current = false;
    };
  }, [version]);

  const show = (value: boolean) => {
    setOpen(value);
    setPlate('');
    setPlateError(null);
    onOpenChange(value);
  };

  const submit = async () => {
    setBusy(true);
    try {
      if (loading) {
        await call(finishTruckLoading, { body: { license_plate: loading.license_plate } });
        popup.success('Carregamento finalizado com sucesso!');
      } else {
        await call(startTruckLoading, { body: { license_plate: plate } });
        popup.success('Carregamento iniciado com sucesso!');
      }
      show(false);
      setVersion((value) => value + 1);
    } catch (error) {
      popup.error(failureMessage(error) || 'Ocorreu um erro inesperado', { title: 'Erro ao processar carregamento' });
    } finally {
      setBusy(false);
    }
  };

  const editPlate = (next: string) => {
    setPlate(next);
    setPlateError(null);
  };

  /** Enter on a physical keyboard or 'confirmar' on the screen's. */
  const confirmPlate = () => {
    if (plateReady(plate)) void submit();
    else setPlateError(PLATE_TOO_SHORT);
  };

  return (
    <>
      <Stack gap={2} align="flex-end">
        <Button size="xl" color={loading ? 'red' : 'doca'} onClick={() => show(true)}>
          {loading ? 'Finalizar Carregamento' : 'Iniciar Carregamento'}
        </Button>
        {loading && (
          <Text fz="lg" fw={600} data-testid="active-plate">
            Placa {loading.license_plate} · desde {formatDateTime(loading.start_time)}
          </Text>
        )}
      </Stack>
      <Modal
        opened={open}
        onClose={() => show(false)}
        size="xl"
        centered
        title={<Title order={2}>{loading ? 'Finalizar Carregamento' : 'Iniciar Carregamento'}</Title>}
      >
        {loading ? (
          <Stack gap="lg">
            <Text fz={24}>Finalizar o carregamento da placa {loading.license_plate}?</Text>
            <Group grow>
              <Button size="xl" variant="default" onClick={() => show(false)}>
                Cancelar
              </Button>
              <Button size="xl" color="red" loading={busy} onClick={() => void submit()}>
                Finalizar
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="lg">
            <TextInput
              label="Placa do veículo"
              size="xl"
              value={plate}
              description="Ex.: ABC1D23 ou ABC1234"
              error={plateError}
              data-autofocus
              onChange={(event) => editPlate(cleanPlate(event.currentTarget.value))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirmPlate();
              }}
              styles={{ input: { fontSize: 36, letterSpacing: 4, fontWeight: 700 } }}
            />
            <OnScreenKeyboard layout="plate" onKey={(key) => (key === '{enter}' ? confirmPlate() : editPlate(typePlate(plate, key)))} />
            <Group grow>
              <Button size="xl" variant="default" onClick={() => show(false)}>
                Cancelar
              </Button>
              <Button size="xl" disabled={!plateReady(plate)} loading={busy} onClick={() => void submit()}>
                Iniciar
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
