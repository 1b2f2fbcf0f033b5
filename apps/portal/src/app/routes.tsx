import { FluidsScreen } from '../screens/fluids-screen';
import { HomeScreen } from '../screens/home-screen';
import { IndoorAirScreen } from '../screens/indoor-air-screen';
import { NewRequestScreen } from '../screens/new-request-screen';
import { NotFoundScreen } from '../screens/not-found-screen';
import { OrdersScreen } from '../screens/orders-screen';
import { PmocsScreen } from '../screens/pmocs-screen';
import { PrivacyScreen } from '../screens/privacy-screen';
import { RequestScreen } from '../screens/request-screen';
import { RequestsScreen } from '../screens/requests-screen';
import { RgmsScreen } from '../screens/rgms-screen';
import { UnitScreen } from '../screens/unit-screen';
import { UnitsScreen } from '../screens/units-screen';
import { type Route, Routes } from './router';

const ROUTES: Route[] = [
  { path: '/', render: () => <HomeScreen /> },
  { path: '/unidades', render: () => <UnitsScreen /> },
  { path: '/unidades/:id', render: () => <UnitScreen /> },
  { path: '/ordens', render: () => <OrdersScreen /> },
  { path: '/rgms', render: () => <RgmsScreen /> },
  { path: '/pmocs', render: () => <PmocsScreen /> },
  { path: '/fluidos', render: () => <FluidsScreen /> },
  { path: '/qualidade-do-ar', render: () => <IndoorAirScreen /> },
  { path: '/solicitacoes', render: () => <RequestsScreen /> },
  { path: '/solicitacoes/nova', render: () => <NewRequestScreen /> },
  { path: '/solicitacoes/:id', render: () => <RequestScreen /> },
  { path: '/privacidade', render: () => <PrivacyScreen /> },
];

/** The screen the address names (the portal's screens, all under the signed-in layout). */
export function CurrentScreen() {
  return <Routes routes={ROUTES} fallback={() => <NotFoundScreen />} />;
}
