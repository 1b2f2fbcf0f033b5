import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { LOGIN_PATH } from '../features/auth/login-path';
import { HomePage } from '../features/home/components/home-page';
import { SignedInLayout } from './layout/signed-in-layout';
import { NotFoundPage, RouteErrorPage } from './status-pages';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              { index: true, element: <HomePage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
