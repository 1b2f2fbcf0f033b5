import { createBrowserRouter } from 'react-router';
import { DayScreen } from '../screens/day-screen';
import { OrderScreen } from '../screens/order-screen';
import { SyncScreen } from '../screens/sync-screen';
import { AppLayout } from './app-layout';

/** The app lives under `/tecnico/` (its service worker's scope). */
export const router = createBrowserRouter(
  [
    {
      element: <AppLayout />,
      children: [
        { index: true, element: <DayScreen /> },
        { path: 'os/:id', element: <OrderScreen /> },
        { path: 'sincronizacao', element: <SyncScreen /> },
        { path: '*', element: <DayScreen /> },
      ],
    },
  ],
  { basename: '/tecnico' },
);
