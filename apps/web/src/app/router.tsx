import { createBrowserRouter, RouterProvider } from 'react-router'
import { BareLayout } from './layout/bare-layout'
import { RootLayout } from './layout/root-layout'
import { RouteError } from './layout/route-error'
import { SiteLayout } from './layout/site-layout'
import { lazyPage } from './lazy-page'

const home = lazyPage('home', () => import('./routes/home'))
/** One game page for every game route; the page reads its type from the path (docs/domain/site.md#routes-and-pages). */
const games = (chunk: string) => lazyPage(chunk, () => import('./routes/games'))
const GAME_ROUTES = [
  ...['rng', 'live', 'fish', 'pvp', 'bingo', 'bgs'].map((path) => ({ path, lazy: games('egame') })),
  { path: 'hot', lazy: games('hot') },
  { path: 'sports', lazy: games('sports') },
  { path: 'esports', lazy: games('esports') },
  { path: 'seamless', lazy: games('seamless') },
]

/** Home with a modal opened on arrival: /register and /login are the home page plus that modal. */
const homeWith = (modal: 'register' | 'login') => ({ lazy: home, handle: { modal } })

/** Routes of docs/domain/site.md#routes-and-pages. Lottery and agent pages join with their issues. */
const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: home },
          { path: 'index', lazy: home },
          { path: 'index.html', lazy: home },
          { path: 'home', lazy: home },
          { path: 'register', ...homeWith('register') },
          { path: 'register.html', ...homeWith('register') },
          { path: 'login', ...homeWith('login') },
          { path: 'noticePage', lazy: lazyPage('noticePage', () => import('./routes/notice-page')) },
          { path: 'pointMall', lazy: lazyPage('pointMall', () => import('./routes/point-mall')) },
          { path: 'promotions', lazy: lazyPage('promo', () => import('./routes/promotions')) },
          { path: 'promoDetail', lazy: lazyPage('promoDetail', () => import('./routes/promo-detail')) },
          { path: 'help', lazy: lazyPage('help', () => import('./routes/help')) },
          { path: 'download', lazy: lazyPage('download', () => import('./routes/download')) },
          { path: 'join', lazy: lazyPage('joinus', () => import('./routes/join')) },
          ...GAME_ROUTES,
          { path: 'deposit', lazy: lazyPage('depositReturn', () => import('./routes/deposit-return')) },
          // Lottery pages; /lottery hides the head navigation and the notice marquee (shell).
          { path: 'lottery', lazy: lazyPage('lottery', () => import('./routes/lottery')) },
          { path: 'vnlottery', lazy: lazyPage('vnlottery', () => import('./routes/vnlottery')) },
          { path: 'seaLottery', lazy: lazyPage('eaLottery', () => import('./routes/sea-lottery')) },
          { path: 'elott', lazy: lazyPage('elott', () => import('./routes/elott')) },
          { path: '*', lazy: lazyPage('notFound', () => import('./routes/not-found')) },
        ],
      },
      {
        element: <BareLayout />,
        errorElement: <RouteError />,
        children: [
          { path: 'vip', lazy: lazyPage('Vip', () => import('./routes/vip')) },
          { path: 'helpmc', lazy: lazyPage('helpmc', () => import('./routes/helpmc')) },
          { path: 'game', lazy: lazyPage('byIframe', () => import('./routes/game')) },
        ],
      },
    ],
  },
])

export function AppRouter() {
  return <RouterProvider router={router} />
}
