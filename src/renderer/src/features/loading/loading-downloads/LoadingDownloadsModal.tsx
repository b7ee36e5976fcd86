// The loading-conference downloads (spec/loading.md §7): four spreadsheets of a scheduled
// date. The calendar opens on today, the day the loading screen lists, and lets no Sunday be
// chosen (§5: no truck delivers); the box registration can leave the conveyor's or the
// conference's counts out of the boxes considered. Files stream from the server (features/panel/reports/downloadFile).
import { Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  consolidateRoutesDownload,
  loadingPrepareDownload,
  orderBoxesRegistrationDownload,
  routesResumeDownload,
} from '@shared/contract/loading-downloads';
import { isSunday } from '@shared/domain/operation-day-choice';
import { failureMessage } from '@renderer/api/http';
import { popup } from '@renderer/components/popups';
import { downloadFile } from '@renderer/components/download/downloadFile';

type Sheet = 'registration' | 'prepare' | 'consolidate' | 'resume';

export function LoadingDownloadsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [date, setDate] = useState(dayjs().format('YYYY-MM-DD'));
  const [conveyorBeltNotConsidered, setConveyorOut] = useState(false);
  const [conferenceNotConsidered, setConferenceOut] = useState(false);
  const [busy, setBusy] = useState<Sheet | null>(null);

  const download = async (sheet: Sheet) => {
    setBusy(sheet);
    const query = { scheduledDate: date };
    try {
      if (sheet === 'registration') {
        await downloadFile(orderBoxesRegistrationDownload, { query: { ...query, conveyorBeltNotConsidered, conferenceNotConsidered } }, `registro-de-caixas-${date}.xlsx`);
      } else if (sheet === 'prepare') {
        await downloadFile(loadingPrepareDownload, { query }, `preparacao-do-carregamento-${date}.xlsx`);
      } else if (sheet === 'consolidate') {
        await downloadFile(consolidateRoutesDownload, { query }, `rotas-consolidadas-${date}.xlsx`);
      } else {
        await downloadFile(routesResumeDownload, { query }, `resumo-das-rotas-${date}.xlsx`);
      }
      popup.success('Download realizado com sucesso');
    } catch (error) {
      popup.error(failureMessage(error), { title: 'Erro ao tentar fazer o download' });
    } finally {
      setBusy(null);
    }
  };

  const button = (sheet: Sheet, label: string) => (
    <Button variant="light" fullWidth loading={busy === sheet} disabled={busy !== null && busy !== sheet} onClick={() => void download(sheet)}>
      {label}
    </Button>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Planilhas do carregamento" centered>
      <Stack>
        <DatePickerInput
          label="Data de entrega"
          value={date}
          valueFormat="DD/MM/YYYY"
          excludeDate={(day) => isSunday(dayjs(day).format('YYYY-MM-DD'))}
          onChange={(value) => {
            if (value) setDate(dayjs(value).format('YYYY-MM-DD'));
          }}
        />
        <Stack gap={6}>
          <Checkbox label="Não considerar a esteira" checked={conveyorBeltNotConsidered} onChange={(event) => setConveyorOut(event.currentTarget.checked)} />
          <Checkbox label="Não considerar a conferência" checked={conferenceNotConsidered} onChange={(event) => setConferenceOut(event.currentTarget.checked)} />
          {button('registration', 'Registro de caixas por pedido')}
        </Stack>
        {button('prepare', 'Preparação do carregamento')}
        <Text c="dimmed" fz="sm">
          As duas planilhas abaixo consideram apenas os pedidos de São Paulo.
        </Text>
        {button('consolidate', 'Rotas consolidadas')}
        {button('resume', 'Resumo das rotas')}
      </Stack>
    </Modal>
  );
}
