// Every popup of the app goes through here so they all behave alike: they close on their
// own after 6 s (spec/operator.md §9), except the ones marked persistent.
import { notifications } from '@mantine/notifications';

export const POPUP_AUTO_CLOSE_MS = 6000;
/** Over dialogs, so a dialog's own outcome is seen (Mantine's modals sit at 200). */
export const POPUPS_Z_INDEX = 1000;

type Kind = 'success' | 'error' | 'info' | 'warning';

const COLOURS: Record<Kind, string> = {
  success: 'doca',
  error: 'red',
  info: 'blue',
  warning: 'yellow',
};

export interface PopupOptions {
  title?: string;
  /** Stays until closed by hand or by code (hidePopup). */
  persistent?: boolean;
  /** A fixed id replaces an open popup with the same id instead of stacking. */
  id?: string;
}

function show(kind: Kind, message: string, options: PopupOptions = {}): string {
  return notifications.show({
    id: options.id,
    title: options.title,
    message,
    color: COLOURS[kind],
    autoClose: options.persistent ? false : POPUP_AUTO_CLOSE_MS,
    withBorder: true,
    // A name for the close button: screen readers say it, and whoever needs what the popup
    // covers (the page's top-right actions) can close it at once.
    closeButtonProps: { 'aria-label': 'Fechar aviso' },
  });
}

export const popup = {
  success: (message: string, options?: PopupOptions) => show('success', message, options),
  error: (message: string, options?: PopupOptions) => show('error', message, options),
  info: (message: string, options?: PopupOptions) => show('info', message, options),
  warning: (message: string, options?: PopupOptions) => show('warning', message, options),
};

export function hidePopup(id: string): void {
  notifications.hide(id);
}
