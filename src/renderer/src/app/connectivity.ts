// The browser's offline/online events open popups (spec/operator.md §8 'Connectivity'):
// 'Sem conexão' stays until the connection returns, then 'Conexão restabelecida'.
import { useEffect } from 'react';
import { hidePopup, popup } from '@renderer/components/popups';

const OFFLINE_POPUP_ID = 'connectivity-offline';

export function useConnectivityPopups(): void {
  useEffect(() => {
    const offline = () => popup.error('Sem conexão', { id: OFFLINE_POPUP_ID, persistent: true });
    const online = () => {
      hidePopup(OFFLINE_POPUP_ID);
      popup.success('Conexão restabelecida');
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
