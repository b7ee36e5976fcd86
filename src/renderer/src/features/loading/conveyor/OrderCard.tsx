// The current-order card, readable from three metres: the route's colour as a wide band,
// the order number and the box count large, the 'Conferido' badge, the error banner, and
// the photo of a box when the server sent one.
// Previous/next walk the 10 latest orders, wrapping around.
import { ActionIcon, Badge, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ConveyorCardError, ConveyorOrderCard } from '@shared/contract/events';
import { isConferredOnConveyor } from '@shared/domain/box-counts';
import { isRouteColour, ROUTE_COLOURS } from '@shared/domain/route-colours';
import { IconArrowLeft } from '@renderer/components/icons';
import { cardImageSource } from './cardImage';

export const IDLE_TEXT = 'Aguardando começar leitura de caixas';

const ERROR_TEXT: Record<ConveyorCardError, string> = {
  rescheduled: 'Pedido reagendado: não carregar',
  recused: 'Pedido cancelado: retirar da esteira',
  aboveQuantity: 'Caixa acima da quantidade do pedido',
  scannedTag: 'Caixa já lida',
  wrongRoute: 'Pedido de outra rota',
};

const DARK_TEXT_COLOURS = new Set(['BRANCA', 'AMARELO', 'BEGE', 'VERDE LIMÃO', 'LILÁS', 'SALMÃO', 'AZUL CIANO', 'TURQUESA']);

export function conferred(card: ConveyorOrderCard): boolean {
  return isConferredOnConveyor({
    loadingBoxesNumber: card.loading_boxes_number,
    adjustedBoxesNumber: card.adjusted_boxes_number,
    boxesByConferencer: card.boxes_by_conferencer,
    conferenceBoxesNumber: card.conference_boxes_number ?? card.expected_boxes,
    skipped: card.skipped,
  });
}

/** When skipped, the count shown is the corrected one (spec/loading.md §4). */
export function shownBoxes(card: ConveyorOrderCard): number {
  return card.skipped ? (card.corrected_boxes_number ?? card.loading_boxes_number) : card.loading_boxes_number;
}

function RouteBand({ card }: { card: ConveyorOrderCard }) {
  const colourName = card.color_route ?? 'BRANCA';
  const colour = isRouteColour(colourName) ? ROUTE_COLOURS[colourName] : '#ced4da';
  return (
    <Box
      data-testid="route-band"
      bg={colour}
      c={DARK_TEXT_COLOURS.has(colourName) ? 'dark.8' : 'white'}
      px="xl"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fz={44} fw={800} lh={1.1}>
          Rota {card.route ?? '-'}
        </Text>
        <Text fz={28} fw={700} tt="uppercase">
          {colourName}
        </Text>
      </Group>
    </Box>
  );
}

interface OrderCardProps {
  cards: ConveyorOrderCard[];
  index: number;
  onStep: (step: 1 | -1) => void;
  /** The card's action ('Confirmar quantidade de caixas'), at its foot. */
  action?: ReactNode;
}

export function OrderCard({ cards, index, onStep, action }: OrderCardProps) {
  const card = cards[index];
  if (!card) {
    return (
      <Paper withBorder radius="lg" p="xl" mih={320} style={{ display: 'grid', placeItems: 'center' }}>
        <Text fz={32} fw={600} c="dimmed" ta="center">
          {IDLE_TEXT}
        </Text>
      </Paper>
    );
  }
  const done = conferred(card);
  const image = cardImageSource(card.img_base64);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }} aria-label={`Pedido ${card.order_id}`} data-testid="order-card">
      <RouteBand card={card} />
      {card.error_type && (
        <Box bg="red.7" c="white" px="xl" py={6} role="alert">
          <Text fz={28} fw={700}>
            {ERROR_TEXT[card.error_type]}
          </Text>
        </Box>
      )}
      <Group px="xl" py="xs" justify="space-between" align="center" wrap="nowrap" gap="xl">
        <ActionIcon size={64} variant="light" radius="xl" onClick={() => onStep(-1)} aria-label="Pedido anterior" disabled={cards.length < 2}>
          <IconArrowLeft size={36} />
        </ActionIcon>
        {image && <Image src={image} alt={`Foto da caixa do pedido ${card.order_id}`} h={160} w={213} fit="contain" radius="md" />}
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fz={22} c="dimmed" fw={600} lh={1.2}>
            N° do pedido
          </Text>
          <Text fz={72} fw={800} lh={1} data-testid="order-number">
            {card.order_id}
          </Text>
          <Text fz={28} fw={600} mt={4} lh={1.3} lineClamp={1}>
            {card.client_name_or_trade}
          </Text>
          <Text fz={20} c="dimmed">
            Tipo de loja: {card.client_type}
          </Text>
        </Stack>
        <Stack gap={4} align="center">
          <Text fz={22} c="dimmed" fw={600}>
            Caixas
          </Text>
          <Text fz={96} fw={800} lh={1} data-testid="box-count">
            {shownBoxes(card)}
            {card.expected_boxes !== null && (
              <Text span fz={48} c="dimmed" fw={700}>
                {' '}
                / {card.expected_boxes}
              </Text>
            )}
          </Text>
          {done ? (
            <Badge size="xl" color="green" h={44} px="lg" fz={22}>
              Conferido
            </Badge>
          ) : (
            <Badge size="xl" color="gray" variant="light" h={44} px="lg" fz={22}>
              Em leitura
            </Badge>
          )}
        </Stack>
        <ActionIcon size={64} variant="light" radius="xl" onClick={() => onStep(1)} aria-label="Próximo pedido" disabled={cards.length < 2}>
          <IconArrowLeft size={36} style={{ transform: 'rotate(180deg)' }} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" align="center" px="xl" pb="sm" wrap="nowrap">
        <Text c="dimmed" fz={18}>
          {cards.length > 1 && `${index + 1} de ${cards.length} pedidos recentes`}
        </Text>
        {action}
      </Group>
    </Paper>
  );
}
