// The calendar of an operation (separation) day, for the breaks' 'Histórico', 'Liberados sem
// nota fiscal' and the reports' 'Data da operação' (spec/loading.md §5, spec/panel.md §5, §9):
// the centre has no operation on Saturdays, and no day after today has one yet.
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import { isSaturday, type IsoDate } from '@shared/domain/operation-day';

interface OperationDayPickerProps extends Pick<DatePickerInputProps, 'label' | 'w'> {
  value: IsoDate | null;
  /** The day chosen, as YYYY-MM-DD. */
  onChange: (day: IsoDate | null) => void;
}

const iso = (day: string | Date): IsoDate => dayjs(day).format('YYYY-MM-DD');

export function OperationDayPicker({ value, onChange, ...props }: OperationDayPickerProps) {
  return (
    <DatePickerInput
      {...props}
      value={value}
      onChange={(day) => onChange(day ? iso(day) : null)}
      valueFormat="DD/MM/YYYY"
      maxDate={iso(new Date())}
      excludeDate={(day) => isSaturday(iso(day))}
    />
  );
}
