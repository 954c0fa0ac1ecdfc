/**
 * What the platform shares as `react-router-dom` (ARCHITECTURE §4, issue 12): react-router's declarative
 * (component) routing, and nothing else of the package.
 *
 * A shared singleton is never tree-shaken: its provider cannot know what other builds will use, so the whole
 * package ships. react-router 7's whole package (data routers, server rendering, RSC, fetchers, forms...) was
 * 62 kB gz, the largest download of every area's first page. Shared through this file instead (the `import`
 * of the `react-router-dom` share, infra/build/webpack-config.ts), the provided module is this file, whose
 * bundle holds only what it names here; the routers, the route components, links and hooks are still one
 * instance for the host and all seven areas.
 *
 * The list is a contract: typecheck resolves `react-router-dom` to this file (tsconfig.base.json `paths`), and
 * infra/build/shared-facades.test.ts fails when any source imports a name that is not here. Adding a name is
 * a change of every build (a remote built against a longer list needs a provider that has it): add it here
 * and rebuild all.
 */
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  RouteProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
