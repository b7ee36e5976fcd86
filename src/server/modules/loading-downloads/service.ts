// The four loading-conference downloads of spec/loading.md §7, streamed through the shared
// spreadsheet writer (spreadsheets/write-xlsx.ts).
import type { FileReply } from '../../../shared/contract/endpoint';
import { operationDate } from '../../../shared/domain/operation-day';
import type { AppContext } from '../../context';
import { xlsxReply, type CellValue, type SheetColumn } from '../../spreadsheets/write-xlsx';
import { readSettingsRow } from '../settings/service';
import { boxesRegistration, consolidateRoutes, loadingPrepare, routesResume, type ConsideredStages } from './queries';

export interface LoadingSheet {
  name: string;
  sheetName: string;
  columns: SheetColumn[];
}

export const LOADING_SHEETS = {
  boxesRegistration: {
    name: 'registro-de-caixas',
    sheetName: 'Registro de caixas',
    columns: [
      { header: 'Pedido', width: 12 },
      { header: 'Rota', width: 10 },
      { header: 'Cor da rota', width: 12 },
      { header: 'Cliente', width: 32 },
      { header: 'Na separação', width: 14 },
      { header: 'Na conferência', width: 14 },
      { header: 'Conferente (crítico)', width: 18 },
      { header: 'Reduzido antes da esteira', width: 22 },
      { header: 'Lido na esteira', width: 14 },
      { header: 'Corrigido na esteira', width: 18 },
      { header: 'Reduzido na esteira', width: 18 },
      { header: 'Caixas consideradas', width: 18 },
    ],
  },
  loadingPrepare: {
    name: 'preparacao-do-carregamento',
    sheetName: 'Preparação do carregamento',
    columns: [
      { header: 'Rota', width: 10 },
      { header: 'Cor da rota', width: 12 },
      { header: 'Motorista', width: 20 },
      { header: 'Pedido', width: 12 },
      { header: 'Cliente', width: 32 },
      { header: 'Bairro', width: 18 },
      { header: 'Endereço', width: 32 },
      { header: 'Cidade', width: 16 },
      { header: 'Janela de entrega', width: 16 },
      { header: 'Caixas', width: 8 },
      { header: 'Nota fiscal', width: 16 },
      { header: 'Status', width: 18 },
    ],
  },
  consolidateRoutes: {
    name: 'rotas-consolidadas',
    sheetName: 'Rotas consolidadas',
    columns: [
      { header: 'Rota', width: 10 },
      { header: 'Cor da rota', width: 12 },
      { header: 'Motorista', width: 20 },
      { header: 'Pedidos', width: 10 },
      { header: 'Caixas', width: 10 },
      { header: 'Capacidade do veículo', width: 20 },
      { header: 'Caixas acima da capacidade', width: 24 },
    ],
  },
  routesResume: {
    name: 'resumo-das-rotas',
    sheetName: 'Resumo das rotas',
    columns: [
      { header: 'Rota', width: 10 },
      { header: 'Cor da rota', width: 12 },
      { header: 'Pedidos', width: 10 },
      { header: 'Pedidos separados', width: 18 },
      { header: 'Pedidos conferidos', width: 18 },
      { header: 'Caixas previstas', width: 16 },
      { header: 'Caixas lidas na esteira', width: 20 },
      { header: 'Carregamento', width: 14 },
    ],
  },
} satisfies Record<string, LoadingSheet>;

export type LoadingSheetName = keyof typeof LOADING_SHEETS;

async function dateOf(app: AppContext, scheduledDate?: string): Promise<string> {
  if (scheduledDate) return scheduledDate;
  const { timeZone } = await readSettingsRow(app.db);
  return operationDate(app.now(), timeZone);
}

function stream(sheet: LoadingSheet, date: string, rows: AsyncIterable<CellValue[][]>): FileReply {
  return xlsxReply(
    { filename: `${sheet.name}-${date}.xlsx`, sheetName: sheet.sheetName, columns: sheet.columns, rows },
    (error) => console.error(`loading download ${sheet.name} failed while streaming`, error),
  );
}

export async function download(
  app: AppContext,
  name: LoadingSheetName,
  query: { scheduledDate?: string; conveyorBeltNotConsidered?: boolean; conferenceNotConsidered?: boolean },
): Promise<FileReply> {
  const date = await dateOf(app, query.scheduledDate);
  const stages: ConsideredStages = { conveyor: !query.conveyorBeltNotConsidered, conference: !query.conferenceNotConsidered };
  const rows = {
    boxesRegistration: () => boxesRegistration(app.db, date, stages),
    loadingPrepare: () => loadingPrepare(app.db, date),
    consolidateRoutes: () => consolidateRoutes(app.db, date),
    routesResume: () => routesResume(app.db, date),
  }[name]();
  return stream(LOADING_SHEETS[name], date, rows);
}
