// "Gerenciar impressão das cores de rotas": one card per route colour with its printer, a
// new colour's printer, rename and delete (spec/panel.md §2, §3, §5, §8 'Printers').
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { listPrinters } from '@shared/contract/settings';
import { ROUTE_COLOUR_NAMES } from '@shared/domain/route-colours';
import { call } from '@renderer/api/http';
import { useLoaded } from '@renderer/hooks/useLoaded';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsSectionPage } from '../SettingsSectionPage';
import { NewPrinterModal } from './NewPrinterModal';
import { PrinterCard } from './PrinterCard';

const loadPrinters = (signal: AbortSignal) => call(listPrinters, undefined, { signal });

export function PrintersSettingsPage() {
  const { data: printers, failed, reload } = useLoaded(loadPrinters, 'Erro ao buscar impressoras');
  const [creating, setCreating] = useState(false);

  const freeColours = ROUTE_COLOUR_NAMES.filter((colour) => !printers?.some((printer) => printer.color_route === colour));

  return (
    <SettingsSectionPage title="Impressoras">
      <Text fw={600}>Gerenciar impressão das cores de rotas</Text>
      <Button w="fit-content" onClick={() => setCreating(true)} disabled={!printers || freeColours.length === 0}>
        Nova cor de rota
      </Button>
      {printers === undefined ? (
        <SettingsLoadState failed={failed} onRetry={reload} />
      ) : printers.length === 0 ? (
        <Text c="dimmed">Nenhuma cor de rota cadastrada. Use "Nova cor de rota" para escolher a impressora de uma cor.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {printers.map((printer) => (
            <PrinterCard key={printer.id} printer={printer} onChanged={reload} />
          ))}
        </SimpleGrid>
      )}
      {creating && <NewPrinterModal colours={freeColours} onClose={() => setCreating(false)} onCreated={reload} />}
    </SettingsSectionPage>
  );
}
