// The counting stages of 'Ver contagem' (spec/panel.md §9): in this order, the first stage
// with a value is the count the order goes by.
import type { LoadingData } from '@shared/contract/orders';
import type { BoxCountField } from '@shared/domain/box-counts';

export interface BoxStage {
  label: string;
  value: number | null;
}

export function boxStages(data: LoadingData): BoxStage[] {
  return [
    { label: 'Reduzido na esteira', value: data.adjusted_boxes_number_conveyor },
    { label: 'Corrigido na esteira', value: data.corrected_boxes_number },
    { label: 'Lido na esteira', value: data.loading_boxes_number },
    { label: 'Reduzido antes da esteira', value: data.adjusted_boxes_number },
    // The checker's answer in the critical conference stands before the counted one.
    { label: 'Na conferencia', value: data.boxes_by_conferencer ?? data.conference_boxes_number },
    { label: 'Na separacao', value: data.boxes_number },
  ];
}

/** Index of the considered stage, or -1 when no stage has a count yet. */
export const consideredStage = (stages: BoxStage[]) => stages.findIndex((stage) => stage.value !== null);

/** The stage a recorded count change belongs to. */
export const FIELD_STAGE: Record<BoxCountField, string> = {
  adjusted_boxes_number_conveyor: 'Reduzido na esteira',
  corrected_boxes_number: 'Corrigido na esteira',
  loading_boxes_number: 'Lido na esteira',
  adjusted_boxes_number: 'Reduzido antes da esteira',
  boxes_by_conferencer: 'Na conferencia',
  conference_boxes_number: 'Na conferencia',
  boxes_number: 'Na separacao',
};

export const SOURCE_LABEL: Record<string, string> = {
  conveyor: 'Esteira',
  fixed_reader: 'Leitor fixo',
  conference: 'Conferência',
  separation: 'Separação',
  panel: 'Painel',
  system: 'Sistema',
};
