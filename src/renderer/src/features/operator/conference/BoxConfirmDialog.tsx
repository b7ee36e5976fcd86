// 'Conferir Caixas': the checker confirms the order's box count (above 0) and the conference
// is finished (spec/operator.md §2, §5 'Box counts').
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CONFERENCE_BOXES_MESSAGE } from '@shared/contract/conference';
import { pluralWord } from '@shared/format';
import { BoxStepper } from '../picking/BoxStepper';

interface BoxConfirmDialogProps {
  opened: boolean;
  /** The picker's count, offered as the starting value. */
  pickerBoxes: number | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: (boxes: number) => void;
}

export function BoxConfirmDialog({ opened, pickerBoxes, busy, onClose, onConfirm }: BoxConfirmDialogProps) {
  const [boxes, setBoxes] = useState<number | ''>(pickerBoxes ?? '');
  const invalid = boxes === '' || boxes <= 0;
  return (
    <Modal opened={opened} onClose={onClose} title="Conferir Caixas" size="md" centered>
      <Stack gap="md">
        {pickerBoxes !== null && (
          <Text fz="lg">
            O separador contou <b>{pickerBoxes}</b> {pluralWord(pickerBoxes, 'caixa', 'caixas')}.
          </Text>
        )}
        <BoxStepper label="Quantidade de caixas do pedido" value={boxes} onChange={setBoxes} min={0} error={boxes !== '' && invalid ? CONFERENCE_BOXES_MESSAGE : null} />
        <Group justify="flex-end">
          <Button variant="default" size="lg" onClick={onClose}>
            Cancelar
          </Button>
          <Button size="lg" disabled={invalid} loading={busy} onClick={() => !invalid && onConfirm(boxes)}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
