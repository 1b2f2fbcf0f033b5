import { createBrowserRouter } from 'react-router';
import { DayScreen } from '../screens/day-screen';
import { AppLayout } from './app-layout';

/**
 * The app lives under `/tecnico/` (its service worker's scope). The first screen (the
 * login, then the day) is in the entry script; the order and sync screens, with the
 * photo compressor and the signature pad, load on first use (the service worker
 * precaches their chunks, so they open offline too): a smaller script to evaluate
 * before the first paint on a phone (docs/performance.md).
 */
export const router = createBrowserRouter(
  [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <DayScreen /> },
        {
          path: 'os/:id',
          lazy: async () => ({ Component: (await import('../screens/order-screen')).OrderScreen }),
        },
        {
          path: 'sincronizacao',
          lazy: async () => ({ Component: (await import('../screens/sync-screen')).SyncScreen }),
        },
        {
          path: 'privacidade',
          lazy: async () => ({
            Component: (await import('../screens/privacy-screen')).PrivacyScreen,
          }),
        },
        { path: '*', element: <DayScreen /> },
      ],
    },
  ],
  { basename: '/tecnico' },
);
