// Peak days: ticking a weekday saves at once; Saturday is never a peak day (spec/panel.md §2,
// §5, §9).
import { Alert, Checkbox, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { WEEKDAY_NAMES, type WeekdayName } from '@shared/domain/operation-day';
import type { SettingsUpdate } from '@shared/contract/settings';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { useCentreSettings } from '../useCentreSettings';

const WEEKDAY_LABELS: Record<WeekdayName, string> = {
  Sunday: 'Domingo',
  Monday: 'Segunda-feira',
  Tuesday: 'Terça-feira',
  Wednesday: 'Quarta-feira',
  Thursday: 'Quinta-feira',
  Friday: 'Sexta-feira',
  Saturday: 'Sábado',
};

type PeakDay = NonNullable<SettingsUpdate['peakDays']>[number];
const isPeakCandidate = (day: WeekdayName): day is PeakDay => day !== 'Saturday';

export function PeakDaysSettingsPage() {
  const { settings, failed, saving, reload, save } = useCentreSettings();
  const [savingDay, setSavingDay] = useState<WeekdayName>();

  const toggle = async (day: PeakDay, peak: boolean) => {
    if (!settings) return;
    const current = settings.peak_days.filter((name): name is PeakDay => isPeakCandidate(name as WeekdayName));
    setSavingDay(day);
    await save({ peakDays: peak ? [...current, day] : current.filter((name) => name !== day) });
    setSavingDay(undefined);
  };

  return (
    <SettingsSectionPage title="Dias de alta">
      <Alert color="blue" variant="light" maw={720}>
        <Text size="sm">
          Em dias de baixa, a operação começa depois das rotas, para que os pedidos de São Paulo saiam primeiro. Em
          dias de alta, a operação começa antes das rotas.
        </Text>
        <Text size="sm" mt="xs">
          Ordem padrão antes da rota: prioridade, macro, número do pedido. Depois da rota: prioridade, rota, número do
          pedido.
        </Text>
      </Alert>
      {settings ? (
        <Table withTableBorder striped maw={720} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Dia da semana</Table.Th>
              <Table.Th w={180}>É dia de alta?</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAY_NAMES.map((day) => (
              <Table.Tr key={day}>
                <Table.Td>{WEEKDAY_LABELS[day]}</Table.Td>
                <Table.Td>
                  <Checkbox
                    size="md"
                    aria-label={`${WEEKDAY_LABELS[day]} é dia de alta?`}
                    checked={settings.peak_days.includes(day)}
                    disabled={!isPeakCandidate(day) || saving}
                    indeterminate={savingDay === day}
                    onChange={(event) => isPeakCandidate(day) && void toggle(day, event.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <SettingsLoadState failed={failed} onRetry={reload} />
      )}
    </SettingsSectionPage>
  );
}
