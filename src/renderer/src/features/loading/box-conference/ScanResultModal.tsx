// The scan's result (spec/loading.md §2.4, §4): conferred, previously conferred, cancelled.
// It takes no focus (no trap, no autofocused OK): the reader's next label goes to the page's
// scan input and is counted, instead of its Enter pressing OK.
import { Button, Modal, Stack, Text, Title } from '@mantine/core';

export type ScanResult = { outcome: 'conferred' | 'previous' | 'recused'; orderId: string };

const CONTENT = {
  conferred: { title: 'Pedido conferido', colour: 'green.8', text: (id: string) => `Todas as caixas do pedido #${id} foram conferidas.` },
  previous: { title: 'Pedido já conferido', colour: 'yellow.8', text: (id: string) => `O pedido #${id} já tinha sido conferido anteriormente.` },
  recused: { title: 'Opa, pedido cancelado!', colour: 'red.8', text: (id: string) => `O pedido #${id} foi cancelado e saiu da conferência.` },
} as const;

export function ScanResultModal({ result, onClose }: { result: ScanResult | null; onClose: () => void }) {
  const content = result ? CONTENT[result.outcome] : null;
  return (
    <Modal opened={result !== null} onClose={onClose} centered size="lg" trapFocus={false} title={content && <Title order={2} c={content.colour}>{content.title}</Title>}>
      {result && content && (
        <Stack>
          <Text fz="xl">{content.text(result.orderId)}</Text>
          <Button size="lg" onClick={onClose}>
            OK
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
