// What the conference page says of an order it cannot confer now: the critical count just
// recorded (with the way back to the critical orders), a beginner's conference waiting for a
// checker's review, the finished conference, or that the order is not waiting for one.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { ConferenceOrder } from '@shared/contract/conference';
import { countedBoxes } from './critical-count';
import { criticalCountMessage } from './labels';

export function ConferenceStatusNote({ data }: { data: ConferenceOrder }) {
  const boxes = countedBoxes(useLocation().state, data.order.order_id);
  if (boxes !== null) {
    return (
      <Alert color="green" variant="filled" fz="lg" title="Contagem registrada">
        <Stack gap="sm" align="flex-start">
          <Text fz="lg" c="white">
            {criticalCountMessage(data.order.order_id, boxes)}
          </Text>
          <Button component={Link} to="/operacao/conferencia/criticos" variant="white" size="md">
            Voltar aos pedidos críticos
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (data.order.awaiting_review) {
    return (
      <Alert color="blue" fz="lg">
        Pedido enviado para revisão de um conferente.
      </Alert>
    );
  }
  return (
    <Alert color="green" fz="lg">
      {data.conference?.finished_at
        ? `Pedido conferido por ${data.conference.checked_by ?? '-'}: ${data.conference.adjusted_boxes_number ?? '-'} caixas.`
        : 'Este pedido não está aguardando conferência.'}
    </Alert>
  );
}
