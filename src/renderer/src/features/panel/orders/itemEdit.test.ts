import { describe, expect, it } from 'vitest';
import { boxStages, consideredStage } from './boxStages';
import { partialError, quantityInUnits } from './itemEdit';

describe("'Editar item separado' partial quantity", () => {
  const units = { type: 'unidade' as const, quantity: 10, converted_quantity: null };
  const kilos = { type: 'peso' as const, quantity: 2500, converted_quantity: 2000 };

  it('gives the spec messages in order', () => {
    expect(partialError('', units)).toBe('Campo obrigatorio');
    expect(partialError('abc', units)).toBe('A quantidade precisa ser um numero');
    expect(partialError(0, units)).toBe('A quantidade precisa ser positiva');
    expect(partialError(10, units)).toBe('A quantidade precisa ser inferior a quantidade esperada 10 un');
    expect(partialError(9, units)).toBeNull();
  });

  it('reads weight items in Kg against the converted quantity', () => {
    expect(quantityInUnits(1.25, kilos)).toBe(1250);
    expect(partialError(2, kilos)).toMatch(/^A quantidade precisa ser inferior a quantidade esperada 2,000/);
    expect(partialError(1.999, kilos)).toBeNull();
  });
});

describe("'Ver contagem' stages", () => {
  const none = {
    adjusted_boxes_number_conveyor: null,
    corrected_boxes_number: null,
    loading_boxes_number: null,
    adjusted_boxes_number: null,
    boxes_by_conferencer: null,
    conference_boxes_number: null,
    boxes_number: null,
  };

  it('considers the first stage with a count, the conveyor before the picker', () => {
    const stages = boxStages({ ...none, loading_boxes_number: 12, conference_boxes_number: 13, boxes_number: 13 });
    expect(stages.map((stage) => stage.label)).toEqual([
      'Reduzido na esteira',
      'Corrigido na esteira',
      'Lido na esteira',
      'Reduzido antes da esteira',
      'Na conferencia',
      'Na separacao',
    ]);
    expect(stages[consideredStage(stages)]).toEqual({ label: 'Lido na esteira', value: 12 });
  });

  it("takes the critical checker's answer as the conference count, and none when nothing was counted", () => {
    const stages = boxStages({ ...none, boxes_by_conferencer: 4, conference_boxes_number: 5 });
    expect(stages[consideredStage(stages)]).toEqual({ label: 'Na conferencia', value: 4 });
    expect(consideredStage(boxStages(none))).toBe(-1);
  });
});
