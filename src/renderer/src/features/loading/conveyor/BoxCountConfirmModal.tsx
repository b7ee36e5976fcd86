// Box-count confirmation (spec/loading.md §2.1, §4, §5): the count on a numeric keypad, then
// the admin code, scanned into this form or read by the conveyor's reader. The server
// checks the code; a mismatch offers 'Voltar e alterar'. On success the dialog resets
// after 400 ms.
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { confirmBoxCount } from '@shared/contract/conveyor';
import { call, failureMessage, toApiFailure } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

/** Submit reset delay (spec/loading.md §9). */
const RESET_DELAY_MS = 400;
const ADMIN_MISMATCH = 'QRcode diferente do ADMIN';
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'apagar', '0', 'limpar'] as const;

interface BoxCountConfirmModalProps {
  orderId: string | null;
  onClose: () => void;
  /** Codes heard from the conveyor's reader; returns the unsubscribe. */
  onRead: (listener: (code: string) => void) => () => void;
}

type Step = { name: 'count' } | { name: 'admin' } | { name: 'mismatch' } | { name: 'done' };

function Keypad({ onKey }: { onKey: (key: (typeof KEYS)[number]) => void }) {
  return (
    <SimpleGrid cols={3} spacing="sm">
      {KEYS.map((key) => (
        <Button key={key} size="xl" h={72} fz={key.length > 1 ? 20 : 32} variant={key.length > 1 ? 'default' : 'light'} onClick={() => onKey(key)}>
          {key}
        </Button>
      ))}
    </SimpleGrid>
  );
}

export function BoxCountConfirmModal({ orderId, onClose, onRead }: BoxCountConfirmModalProps) {
  const [count, setCount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'count' });
  const [adminCode, setAdminCode] = useState('');
  const submitting = useRef(false);

  const reset = () => {
    setCount('');
    setInvalid(false);
    setAdminCode('');
    setStep({ name: 'count' });
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async (code: string) => {
    if (!orderId || submitting.current || !code.trim()) return;
    submitting.current = true;
    try {
      await call(confirmBoxCount, { params: { orderId }, body: { isFixScanner: true, boxes: Number(count), admin_code: code.trim() } });
      popup.success('Quantidade de caixas confirmada com sucesso');
      setStep({ name: 'done' });
      window.setTimeout(close, RESET_DELAY_MS);
    } catch (error) {
      if (toApiFailure(error).message === ADMIN_MISMATCH) setStep({ name: 'mismatch' });
      else popup.error(failureMessage(error), { title: `Erro ao confirmar caixa do pedido ${orderId}` });
    } finally {
      submitting.current = false;
      setAdminCode('');
    }
  };

  // While waiting for the admin code, a code read by the conveyor's reader is taken too.
  useEffect(() => {
    if (step.name !== 'admin') return undefined;
    return onRead((code) => void submit(code));
  });

  const confirmCount = () => {
    if (!(Number(count) > 0)) {
      setInvalid(true);
      popup.error('Quantidade de caixa não pode ser 0');
      return;
    }
    setStep({ name: 'admin' });
  };

  const press = (key: (typeof KEYS)[number]) => {
    setInvalid(false);
    if (key === 'apagar') setCount((value) => value.slice(0, -1));
    else if (key === 'limpar') setCount('');
    else setCount((value) => (value + key).replace(/^0+(?=\d)/, '').slice(0, 4));
  };

  return (
    <Modal opened={orderId !== null} onClose={close} size="lg" centered title={<Title order={2}>Confirmar quantidade de caixas</Title>}>
      <Stack gap="lg">
        <Text fz={22}>Pedido #{orderId}</Text>
        {step.name === 'count' && (
          <>
            <TextInput
              label="Quantidade de caixas"
              size="xl"
              value={count}
              readOnly
              error={invalid ? 'Quantidade de caixa não pode ser 0' : undefined}
              styles={{ input: { fontSize: 40, fontWeight: 800, textAlign: 'center' } }}
            />
            <Keypad onKey={press} />
            <Button size="xl" onClick={confirmCount}>
              Confirmar
            </Button>
          </>
        )}
        {step.name === 'admin' && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit(adminCode);
            }}
          >
            <Stack gap="md">
              <Text fz={26} fw={700}>
                {count} caixas. Bipe o QRcode do ADMIN para confirmar.
              </Text>
              <TextInput
                aria-label="QRcode do ADMIN"
                size="xl"
                type="password"
                autoFocus
                value={adminCode}
                onChange={(event) => setAdminCode(event.currentTarget.value)}
              />
              <Button size="xl" variant="default" onClick={() => setStep({ name: 'count' })}>
                Voltar e alterar
              </Button>
            </Stack>
          </form>
        )}
        {step.name === 'mismatch' && (
          <>
            <Alert color="red" variant="filled" title={<Text fz={24} fw={700}>{ADMIN_MISMATCH}</Text>}>
              <Text fz={20}>O QRcode lido não corresponde ao QRcode do ADMIN.</Text>
            </Alert>
            <Group grow>
              <Button size="xl" variant="default" onClick={() => setStep({ name: 'count' })}>
                Voltar e alterar
              </Button>
              <Button size="xl" onClick={() => setStep({ name: 'admin' })}>
                Bipar novamente
              </Button>
            </Group>
          </>
        )}
        {step.name === 'done' && (
          <Text fz={26} fw={700} c="green.8">
            Quantidade de caixas confirmada com sucesso
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
