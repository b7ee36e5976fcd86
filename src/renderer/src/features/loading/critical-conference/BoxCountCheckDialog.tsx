// The box-count check of a critical order (spec/loading.md §2.5, §5): "sim" keeps the count
// asked about; "não" asks the corrected quantity (at least 1). The answer is stored on the
// conference record, then the checker goes on to the order's conference page.
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { checkCriticalBoxes, type CriticalConference } from '@shared/contract/critical-conference';
import { pluralWord } from '@shared/format';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';

interface BoxCountCheckDialogProps {
  conference: CriticalConference | null;
  onClose: () => void;
  onChecked: (conference: CriticalConference) => void;
}

export function BoxCountCheckDialog({ conference, onClose, onChecked }: BoxCountCheckDialogProps) {
  const [correcting, setCorrecting] = useState(false);
  const [quantity, setQuantity] = useState<number | string>('');
  const [saving, setSaving] = useState(false);
  const invalid = !(Number(quantity) >= 1) || !Number.isInteger(Number(quantity));

  const close = () => {
    setCorrecting(false);
    setQuantity('');
    onClose();
  };
  const save = async (boxes: number) => {
    if (!conference) return;
    setSaving(true);
    try {
      const saved = await call(checkCriticalBoxes, { params: { id: conference.id }, body: { adjusted_boxes_number: boxes } });
      popup.success('Quantidade de caixas confirmada com sucesso');
      setCorrecting(false);
      setQuantity('');
      onChecked(saved);
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao atualizar número de caixas' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={conference !== null} onClose={close} title="Conferência de caixas" centered>
      {conference && (
        <Stack>
          <Text fz="lg">
            O pedido <b>#{conference.order_id}</b> tem <b data-testid="expected-boxes">{conference.expected_boxes}</b>{' '}
            {pluralWord(conference.expected_boxes, 'caixa', 'caixas')}?
          </Text>
          {!correcting ? (
            <Group grow>
              <Button size="lg" color="red" variant="light" onClick={() => setCorrecting(true)} disabled={saving}>
                Não
              </Button>
              <Button size="lg" onClick={() => void save(conference.expected_boxes)} loading={saving} disabled={conference.expected_boxes < 1}>
                Sim
              </Button>
            </Group>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!invalid) void save(Number(quantity));
              }}
            >
              <Stack>
                <NumberInput
                  label="Quantidade correta de caixas"
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  autoFocus
                  value={quantity}
                  onChange={setQuantity}
                  error={quantity !== '' && invalid ? 'A quantidade deve ser maior que 0' : undefined}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setCorrecting(false)}>
                    Voltar
                  </Button>
                  <Button type="submit" disabled={invalid} loading={saving}>
                    Confirmar
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </Modal>
  );
}
