// One item on the conference screen: image, name, confirmed quantity, its break label and,
// for items with a confirmed quantity, the 'Separador não colocou o item na caixa' mark.
import { Badge, Checkbox, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { PickingItem } from '@shared/contract/picking';
import { breakLabel, formatAmount, hasConfirmedQuantity } from './labels';

interface ConferenceItemCardProps {
  item: PickingItem;
  notInBox: boolean;
  onNotInBox: (value: boolean) => void;
  disabled: boolean;
}

/** 'Quebra Parcial - Faltam 1,250 Kg' wraps on a phone instead of ending in 'Faltam…'. */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', paddingBlock: 4, lineHeight: 1.3 } } as const;

const EMPTY_IMAGE = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>";

export function ConferenceItemCard({ item, notInBox, onNotInBox, disabled }: ConferenceItemCardProps) {
  const label = breakLabel(item);
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`conference-item-${item.id}`} bg={notInBox ? 'red.0' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Image src={item.image ?? undefined} alt={item.name} w={72} h={72} radius="sm" fit="contain" fallbackSrc={EMPTY_IMAGE} />
        <Stack gap={4} style={{ flex: 1 }}>
          <Text fw={700} fz="lg" lh={1.25}>
            {item.name}
          </Text>
          <Text fz="lg">
            Quantidade: <b>{formatAmount(item, item.confirmed_quantity ?? 0)}</b>
          </Text>
          {label && (
            <Badge color={label === 'Quebra Total' ? 'red' : 'orange'} size="lg" variant="light" tt="none" maw="100%" h="auto" styles={WRAPPING_LABEL}>
              {label}
            </Badge>
          )}
          {hasConfirmedQuantity(item) && (
            <Checkbox
              size="md"
              mt={4}
              label="Separador não colocou o item na caixa"
              checked={notInBox}
              disabled={disabled}
              onChange={(event) => onNotInBox(event.currentTarget.checked)}
            />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
