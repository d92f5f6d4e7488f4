import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { PageLoader } from '../components/PageLoader';
import { setHotelTimeZone, setMoneyFormat } from '../lib/format';
import { HOTEL_INFO_STALE_MS } from '../lib/hotel';
import { PageLive } from '../lib/ssr';
import { trpc } from '../lib/trpc';
import Footer from './Footer';
import { TopBar } from './TopBar';
import classes from './layout.module.css';

// The drawer's code comes with the first tap on the menu button.
const SideMenu = lazy(() => import('./SideMenu').then((module) => ({ default: module.SideMenu })));

/** Header, side menu and (unless a dashboard) footer around the routed page. */
export function AppLayout({ footer = true }: { footer?: boolean }) {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { user } = useAuth();
  // Pages format dates in the hotel's zone and amounts in its currency (lib/format): they wait for both (fetched beside the
  // session, cached), or the browser's zone and dollars if it fails.
  const hotel = trpc.settings.hotel.useQuery(undefined, { staleTime: HOTEL_INFO_STALE_MS });
  setHotelTimeZone(hotel.data?.timeZone);
  setMoneyFormat(hotel.data);
  return (
    <>
      {/* A new page starts at its top (going from a room card to its details), and Back returns to where the list was. */}
      <ScrollRestoration />
      <TopBar
        menuOpened={menuOpened}
        onMenu={() => {
          setMenuLoaded(true);
          menu.toggle();
        }}
      />
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <div className={classes.main}>
        <main id="main-content" className={classes.content} tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <PageLive />
            {hotel.isPending ? <PageLoader /> : <Outlet />}
          </Suspense>
        </main>
        {footer && <Footer signedIn={user !== null} />}
      </div>
    </>
  );
}
