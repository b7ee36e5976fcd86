// The licence plate typed on the start-loading keyboard: letters and digits, upper case,
// at most 10 characters; 'Iniciar' needs at least 7 (spec/loading.md §5, §9).
import { PLATE_MAX_LENGTH, PLATE_MIN_LENGTH } from '@shared/contract/conveyor';

export function typePlate(plate: string, key: string): string {
  if (key === '{bksp}') return plate.slice(0, -1);
  if (key.startsWith('{')) return plate;
  return cleanPlate(plate + key);
}

export function cleanPlate(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PLATE_MAX_LENGTH);
}

export const plateReady = (plate: string) => plate.length >= PLATE_MIN_LENGTH;
