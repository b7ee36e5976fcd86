// Renderer entry: zod without eval, styles, the pt-BR locale, the session check, then the app,
// rendered once its first screen has what it shows first (first-render.ts).
import './zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { useSession } from './app/session';
import { firstScreenReady } from './first-render';

dayjs.locale('pt-br');
void useSession.getState().restore();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const router = createAppRouter();
void firstScreenReady(router).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
