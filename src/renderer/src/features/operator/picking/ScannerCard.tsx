// The scanner card (spec/operator.md §2 'Scanner card'): product base id, name, quantity,
// what is left to scan, the weighings scanned and their total; 'Quebra', 'Excluir um item'
// and 'Limpar'. Codes arrive through useScanner (reader, desktop bridge or camera).
import { useRef, useState } from 'react';
import { Alert, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { remainingHint } from '@shared/scan';
import { PORTION_TYPE } from '@shared/domain/products';
import { useScanner } from '@renderer/hooks/useScanner';
import { popup } from '@renderer/components/popups';
import { usePicking } from './picking-store';
import { formatQuantity } from './quantity';
import { clearScans, handleScan, useScanState } from './scan-actions';
import { OtherSkuButton, OtherSkuDialog, useOtherSkuOpen } from './OtherSkuRequest';
import { ScannerLock } from './ScannerLock';
import { useScannerLock } from './scanner-lock';

export function ScannerCard({ item }: { item: PickingItem }) {
  const openDialog = usePicking((store) => store.openDialog);
  const dialogOpen = usePicking((store) => store.dialog !== null);
  const { error, lastSuccess, deleting, pending, setDeleting, closeError } = useScanState();
  const [confirmClear, setConfirmClear] = useState(false);
  const otherSkuOpen = useOtherSkuOpen(item.id);
  const locked = useScannerLock((store) => store.locked);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const scanner = useScanner({
    onCode: (code) => void handleScan(item, code),
    enabled: !dialogOpen && !confirmClear && !otherSkuOpen && !locked,
    inputRef,
    videoRef,
  });
  const total = item.weighings.reduce((sum, weighing) => sum + weighing.grams, 0);
  const hint = remainingHint({
    quantity: item.quantity,
    convertedQuantity: item.converted_quantity,
    useConversionFlow: item.use_conversion_flow,
    scannedTotal: total,
    portionType: item.unity_product_base === 'peso' ? PORTION_TYPE.weight : PORTION_TYPE.unit,
  });
  const fresh = lastSuccess?.itemId === item.id ? lastSuccess : null;
  const startCamera = () => scanner.startCamera().catch(() => popup.error('Erro ao ativar a camera do dispositivo'));

  return (
    <Paper withBorder radius="md" p="lg" shadow="sm" data-testid={`item-${item.id}`}>
      <VisuallyHidden>
        <input ref={inputRef} onKeyDown={scanner.onKeyDown} aria-label="Leitura do scanner" autoComplete="off" inputMode="none" data-testid="scan-input" />
      </VisuallyHidden>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Image src={item.image ?? undefined} alt={item.name} w={140} h={140} radius="sm" fit="contain" />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text c="dimmed">Produto {item.product_base_id} · SKU {item.sku}</Text>
          <Text fz={26} fw={800} lh={1.2}>
            {item.name}
          </Text>
          <Text fz={30} fw={800}>
            {formatQuantity(item, item.quantity)}
          </Text>
          <Text fz={24} fw={700} c="blue.8" aria-live="polite">
            {hint}
          </Text>
        </Stack>
      </Group>
      {fresh && (
        <Alert color="green" variant="filled" mt="md" fz="xl" title="Bipado com sucesso">
          {fresh.text}
        </Alert>
      )}
      {item.weighings.length > 0 && (
        <Table mt="md" fz="lg" striped>
          <Table.Tbody>
            {item.weighings.map((weighing, index) => (
              <Table.Tr key={weighing.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td ta="right">{formatQuantity(item, weighing.grams)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={800}>Total</Table.Td>
              <Table.Td ta="right" fw={800}>
                {formatQuantity(item, total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      {scanner.cameraActive && <video ref={videoRef} muted playsInline style={{ width: '100%', marginTop: 12, borderRadius: 8 }} />}
      {/* Four actions side by side on a landscape tablet; two by two in portrait, where four
          in a row cut their labels ('Bipar outro SKU', 'Excluir um item'). */}
      <SimpleGrid cols={{ base: 2, md: 4 }} mt="lg">
        <Button size="xl" h={64} color="red" variant="outline" onClick={() => openDialog({ kind: 'break', item })}>
          Quebra
        </Button>
        <OtherSkuButton item={item} />
        <Button size="xl" h={64} variant="default" disabled={item.weighings.length === 0} onClick={() => setDeleting(true)}>
          Excluir um item
        </Button>
        <Button size="xl" h={64} variant="default" disabled={item.weighings.length === 0} onClick={() => setConfirmClear(true)}>
          Limpar
        </Button>
      </SimpleGrid>
      {scanner.cameraSupported && (
        <Button mt="md" size="lg" variant="light" fullWidth onClick={() => (scanner.cameraActive ? scanner.stopCamera() : void startCamera())}>
          {scanner.cameraActive ? 'Fechar câmera' : 'Abrir câmera'}
        </Button>
      )}
      <OtherSkuDialog item={item} />
      <ScannerLock />
      {/* No focus trap: the reader keeps typing into the card's hidden input. */}
      <Modal opened={error !== null} onClose={closeError} title="Erro na leitura" centered size="lg" trapFocus={false}>
        <Stack>
          <Alert color="red" variant="filled" fz="xl" title={error?.title}>
            {error?.message ?? 'Bipe novamente o produto certo.'}
          </Alert>
          <Button size="xl" onClick={closeError}>
            Fechar
          </Button>
        </Stack>
      </Modal>
      {/* No focus trap: the reader keeps typing into the card's hidden input. */}
      <Modal opened={deleting} onClose={() => setDeleting(false)} title="Escaneie para excluir" centered size="lg" trapFocus={false}>
        <Stack>
          <Text fz="xl">Bipe a etiqueta do item que vai sair da caixa.</Text>
          <Button size="xl" variant="default" loading={pending} onClick={() => setDeleting(false)}>
            Cancelar
          </Button>
        </Stack>
      </Modal>
      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title="Confirmação" centered>
        <Stack>
          <Text fz="lg">Excluir todos os itens bipados?</Text>
          <Group grow>
            <Button size="lg" variant="default" onClick={() => setConfirmClear(false)}>
              Cancelar
            </Button>
            <Button size="lg" color="red" onClick={() => { setConfirmClear(false); void clearScans(item); }}>
              Confirmar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
