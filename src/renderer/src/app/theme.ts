// Doca's Mantine theme: a calm green-teal primary (fresh produce, cold rooms), readable
// type, and sizes that suit gloved fingers on the operator tablets.
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { POPUPS_Z_INDEX } from '@renderer/components/popups';
import bigButton from './BigButton.module.css';
import tableCell from './TableCell.module.css';

const doca: MantineColorsTuple = [
  '#e7f8f3',
  '#d4eee6',
  '#aadbcc',
  '#7cc7b0',
  '#56b698',
  '#3dab89',
  '#2ea581',
  '#1e906e',
  '#118061',
  '#006f52',
];

const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

export const theme = createTheme({
  primaryColor: 'doca',
  primaryShade: { light: 7, dark: 5 },
  colors: { doca },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: {
      defaultProps: { size: 'md' },
      // The floor's big buttons on a phone (BigButton.module.css).
      classNames: (_theme: unknown, props: { size?: string }) =>
        props.size === 'xl' ? { root: bigButton.onPhone, label: bigButton.labelOnPhone } : {},
    },
    // Badges in a table read whole (TableCell.module.css).
    Table: { classNames: { td: tableCell.cell } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // A menu opens over the popups: they stand just below the header, where the user menu and
    // the bell drop down, and a 'Logado com sucesso' hid 'Sair da conta' for its 6 s.
    Menu: { defaultProps: { shadow: 'md', withinPortal: true, zIndex: POPUPS_Z_INDEX + 1 } },
    // Mantine leaves the calendar's arrows unnamed: a screen reader (and a test) reads these.
    DatePickerInput: { defaultProps: { ariaLabels: CALENDAR_ARIA_LABELS } },
    // And a dialog's X too. A dialog with a 'Fechar' button of its own shows no X, so no two
    // buttons share the name; one that passes closeButtonProps names its X itself.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    // An alert's X (the SKU sheet's refused rows, a reposition's error) dismisses a message,
    // often inside a dialog whose own X is 'Fechar': its own name, so the two are told apart.
    Alert: { defaultProps: { closeButtonLabel: 'Dispensar aviso' } },
  },
});

/**
 * Control size for operator screens: Mantine's `lg` inputs and buttons are 50 px high,
 * above the 48 px touch target the tablets need.
 */
export const OPERATOR_CONTROL_SIZE = 'lg';
/** Square icon buttons on operator screens, in px. */
export const OPERATOR_ICON_BUTTON = 48;
