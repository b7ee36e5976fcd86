// Box conference status labels and colours (spec/loading.md §2.3, §4: 1 pending, 2 in
// progress, 3 conferred).
import { BOX_CONFERENCE_STATUS } from '@shared/domain/statuses';

export const STATUS_LABEL: Record<number, string> = {
  [BOX_CONFERENCE_STATUS.pending]: 'Pendente',
  [BOX_CONFERENCE_STATUS.inProgress]: 'Em andamento',
  [BOX_CONFERENCE_STATUS.conferred]: 'Conferido',
};

export const STATUS_COLOUR: Record<number, string> = {
  [BOX_CONFERENCE_STATUS.pending]: 'gray',
  [BOX_CONFERENCE_STATUS.inProgress]: 'yellow',
  [BOX_CONFERENCE_STATUS.conferred]: 'green',
};
