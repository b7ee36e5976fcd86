// The over-capacity treatment of spec/loading.md §4: four states, the actions each offers,
// the changes refused from the wrong state, and the real box count the list compares.
import { describe, expect, it } from 'vitest';
import { realBoxes } from './box-counts';
import { actionsOf, overCapacityState, reductionRefusal, treatmentChangeError } from './over-capacity';

const visible = { isHidden: false, reduced: null };
const hidden = { isHidden: true, reduced: null };
const notReducible = { isHidden: false, reduced: false };

describe('over-capacity states', () => {
  it('reads the four states and offers only their actions', () => {
    expect([visible, hidden, { isHidden: false, reduced: true }, notReducible].map(overCapacityState)).toEqual([
      'visible',
      'hidden',
      'reduced',
      'notReducible',
    ]);
    expect(actionsOf('visible')).toEqual(['hide', 'notReducible']);
    expect(actionsOf('hidden')).toEqual(['show']);
    expect(actionsOf('notReducible')).toEqual(['reducible']);
    expect(actionsOf('reduced')).toEqual([]);
  });

  it('refuses changes from the wrong state and allows asking for the current one', () => {
    expect(treatmentChangeError(visible, { is_hidden: true })).toBeNull();
    expect(treatmentChangeError(hidden, { reduced: false })).toMatch(/não redutível/);
    expect(treatmentChangeError(notReducible, { is_hidden: true })).toMatch(/ocultada/);
    expect(treatmentChangeError(visible, { reduced: null })).toBeNull();
    expect(treatmentChangeError(visible, { is_hidden: false })).toBeNull();
    expect(treatmentChangeError({ isHidden: false, reduced: true }, { reduced: false })).toMatch(/não redutível/);
  });

  it('explains why a hidden, not reducible or reduced route opens no reduction', () => {
    expect(reductionRefusal('visible')).toBeNull();
    expect(reductionRefusal('hidden')).toBe('Esta rota está oculta: não é preciso reduzir caixas');
    expect(reductionRefusal('notReducible')).toBe('Esta rota foi marcada como não redutível: não é possível reduzir caixas');
  });
});

describe('real boxes', () => {
  const none = { adjustedBoxesNumberConveyor: null, correctedBoxesNumber: null, loadingBoxesNumber: null, adjustedBoxesNumber: null, boxesByConferencer: null, conferenceBoxesNumber: null, boxesNumber: null };
  it("takes the conveyor's settled count, else the larger of read and planned", () => {
    expect(realBoxes({ ...none, boxesNumber: 5, boxesByConferencer: 4 })).toBe(4);
    expect(realBoxes({ ...none, boxesNumber: 5, loadingBoxesNumber: 7 })).toBe(7);
    expect(realBoxes({ ...none, boxesNumber: 5, loadingBoxesNumber: 7, correctedBoxesNumber: 6 })).toBe(6);
    expect(realBoxes({ ...none, boxesNumber: 5, correctedBoxesNumber: 6, adjustedBoxesNumberConveyor: 3 })).toBe(3);
    expect(realBoxes(none)).toBe(0);
  });
});
