// Create and edit a separation group: order-type rules, the mutually exclusive scanners, the
// scanner-steps dialog and the two-factor confirmation (spec/panel.md §2, §4, §5, §8 'Groups').
import { Box, Button, Checkbox, Divider, Group, Modal, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '@renderer/components/ConfirmModal';
import {
  createSeparationGroup,
  deleteSeparationGroup,
  updateSeparationGroup,
  type SeparationGroup,
} from '@shared/contract/settings';
import { editNeedsTwoFactor, hasScanner } from '@shared/domain/separation-group-rules';
import { call, failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { canSave, EMPTY_GROUP_FORM, formOf, ORDER_TYPES, toWrite, type GroupForm } from './groupForm';
import { MarketSelect } from './MarketSelect';
import { ScannerStepsDialog } from './ScannerStepsDialog';
import { TwoFactorCodeDialog } from './TwoFactorCodeDialog';

/** Mounted while open: each opening starts from the group's values. */
interface GroupModalProps {
  /** The group being edited; absent when creating. */
  group: SeparationGroup | undefined;
  separations: number;
  onClose(): void;
  onSaved(): void;
}

const FALLBACK = 'Contate o time de tech';

export function GroupModal({ group, separations, onClose, onSaved }: GroupModalProps) {
  const [form, setForm] = useState<GroupForm>(() => (group ? formOf(group) : EMPTY_GROUP_FORM));
  const [choosingSteps, setChoosingSteps] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const editing = group !== undefined;
  const failureTitle = editing ? 'Erro para atualizar grupo de separação' : 'Erro para criar grupo de separação';

  const set = <K extends keyof GroupForm>(key: K, value: GroupForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  // Camera and infrared are mutually exclusive: turning one on turns the other off.
  const setScanner = (key: 'camScanner' | 'infraredScanner', on: boolean) =>
    setForm((current) => ({
      ...current,
      camScanner: key === 'camScanner' ? on : on ? false : current.camScanner,
      infraredScanner: key === 'infraredScanner' ? on : on ? false : current.infraredScanner,
    }));

  const submit = async (dynamicKey?: string) => {
    setBusy(true);
    try {
      const body = toWrite(form, dynamicKey);
      const saved = group
        ? await call(updateSeparationGroup, { params: { id: group.id }, body })
        : await call(createSeparationGroup, { body });
      popup.success(`Grupo de separação ${saved.separation_group} ${editing ? 'atualizado' : 'criado'} com sucesso!`);
      setAskingCode(false);
      onSaved();
    } catch (error) {
      popup.error(failureMessage(error) || FALLBACK, { title: failureTitle });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    if (group && editNeedsTwoFactor(formOf(group), form)) setAskingCode(true);
    else void submit();
  };
  const remove = async () => {
    if (!group) return;
    setConfirmingDelete(false);
    setBusy(true);
    try {
      await call(deleteSeparationGroup, { params: { id: group.separation_group } });
      popup.success(`Grupo de separação ${group.separation_group} excluído com sucesso!`);
      onSaved();
    } catch (error) {
      popup.error(failureMessage(error) || FALLBACK, { title: 'Erro para criar grupo de separação' });
    } finally {
      setBusy(false);
    }
  };

  const scannedSteps = separations - form.stepsWithoutScanner.filter((step) => step <= separations).length;
  const numberOrEmpty = (value: string | number) => (typeof value === 'number' && value >= 1 ? value : '');

  return (
    <Modal opened onClose={onClose} title={editing ? `Editar Grupo ${group.separation_group}` : 'Novo Grupo'} size="lg" centered>
      <Stack>
        {/* The market's name takes the row's rest: half of it cut 'Mercado 2 · Mercado São Paulo Zona Sul'. */}
        <Group align="flex-start">
          <NumberInput
            label="Número do grupo"
            w={160}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={form.separationGroup}
            onChange={(value) => set('separationGroup', numberOrEmpty(value))}
          />
          <Box flex={1} miw={240}>
            <MarketSelect value={form.marketNumber} onChange={(value) => set('marketNumber', value)} />
          </Box>
        </Group>
        <Switch
          label="Grupo decide automaticamente os pedidos"
          checked={form.separationGroupCommands}
          onChange={(event) => set('separationGroupCommands', event.currentTarget.checked)}
        />
        <SimpleGrid cols={2} spacing="xs">
          {ORDER_TYPES.map((type) => (
            <Checkbox
              key={type.key}
              label={type.label}
              checked={form[type.key]}
              disabled={!form.separationGroupCommands}
              onChange={(event) => set(type.key, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
        {form.separationGroupCommands && !ORDER_TYPES.some((type) => form[type.key]) && (
          <Text size="sm" c="red">
            Selecione pelo menos um tipo de pedido.
          </Text>
        )}
        <Divider />
        <SimpleGrid cols={2} spacing="xs">
          <Switch label="Câmera" checked={form.camScanner} onChange={(event) => setScanner('camScanner', event.currentTarget.checked)} />
          <Switch
            label="Leitor infravermelho"
            checked={form.infraredScanner}
            onChange={(event) => setScanner('infraredScanner', event.currentTarget.checked)}
          />
          <Switch label="Conferência" checked={form.hasConference} onChange={(event) => set('hasConference', event.currentTarget.checked)} />
          <Switch
            label="Contagem por etapa"
            checked={form.hasCountByStep}
            onChange={(event) => set('hasCountByStep', event.currentTarget.checked)}
          />
        </SimpleGrid>
        {hasScanner(form) && (
          <Button variant="light" w="fit-content" onClick={() => setChoosingSteps(true)}>
            Etapas com leitor ({scannedSteps} de {separations})
          </Button>
        )}
        <Group justify="space-between">
          {editing ? (
            <Button color="red" variant="subtle" onClick={() => setConfirmingDelete(true)} disabled={busy}>
              Excluir grupo
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button onClick={save} disabled={!canSave(form) || busy} loading={busy && !askingCode}>
              {editing ? 'Salvar' : 'Criar grupo'}
            </Button>
          </Group>
        </Group>
      </Stack>
      {choosingSteps && (
        <ScannerStepsDialog
          separations={separations}
          stepsWithoutScanner={form.stepsWithoutScanner}
          onClose={() => setChoosingSteps(false)}
          onConfirm={(steps) => {
            set('stepsWithoutScanner', steps);
            setChoosingSteps(false);
          }}
        />
      )}
      {askingCode && (
        <TwoFactorCodeDialog busy={busy} onClose={() => setAskingCode(false)} onConfirm={(code) => void submit(code)} />
      )}
      {editing && (
        <ConfirmModal
          opened={confirmingDelete}
          title={`Excluir o grupo ${group.separation_group}?`}
          confirmLabel="Excluir"
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        >
          Os separadores deixam de poder escolher este grupo.
        </ConfirmModal>
      )}
    </Modal>
  );
}
