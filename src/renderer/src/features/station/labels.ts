// The station screen's Portuguese names for the bridge's closed sets.
import type { ConveyorLinkStatus, HidFormat, LineEnding, ReaderStatus, ReaderUse, ServerStatus, StationRole } from '@shared/bridge';

export const ROLE_LABELS: Record<StationRole, string> = {
  'all-in-one': 'Tudo em um (servidor nesta máquina)',
  'conveyor-kiosk': 'Esteira (quiosque)',
  'fixed-reader': 'Leitor fixo',
  supervisor: 'Mesa do supervisor',
};

export const USE_LABELS: Record<ReaderUse, string> = {
  hand: 'Leitor de mão',
  fixed: 'Leitor fixo da esteira',
};

export const HID_FORMAT_LABELS: Record<HidFormat, string> = {
  pos: 'HID POS',
  keyboard: 'Teclado',
};

export const LINE_ENDING_LABELS: Record<LineEnding, string> = {
  cr: 'CR',
  lf: 'LF',
  crlf: 'CR+LF',
  any: 'Qualquer (CR, LF ou CR+LF)',
};

export const READER_STATE: Record<ReaderStatus['state'], { label: string; color: string }> = {
  connected: { label: 'Conectado', color: 'green' },
  connecting: { label: 'Conectando', color: 'yellow' },
  disconnected: { label: 'Desconectado', color: 'red' },
};

export const LINK_STATE: Record<ConveyorLinkStatus['state'], { label: string; color: string }> = {
  connected: { label: 'Esteira conectada', color: 'green' },
  connecting: { label: 'Esteira conectando', color: 'yellow' },
  offline: { label: 'Esteira sem conexão', color: 'red' },
  off: { label: 'Esteira desligada', color: 'gray' },
};

/** The embedded server of an all-in-one (a remote server's state is the link's). */
export const SERVER_STATE: Record<ServerStatus['state'], { label: string; color: string }> = {
  running: { label: 'Servidor local ativo', color: 'green' },
  starting: { label: 'Servidor local iniciando', color: 'yellow' },
  stopping: { label: 'Servidor local parando', color: 'yellow' },
  failed: { label: 'Servidor local com falha', color: 'red' },
};

/** 0x05e0 -> "05e0", as USB ids are written on labels and in lsusb. */
export const hex4 = (id: number) => id.toString(16).padStart(4, '0');
