/**
 * What a remote's `./app` and standalone page need ('shared-design-system/area'): single-spa lifecycles
 * around the area's root, and mounting it alone. A shared singleton of its own (a sub-path of
 * shared-design-system): the host never imports it, so it is not on the host's first load; the first
 * area loaded provides it to the others.
 */
export {
  createAreaLifecycles,
  type AreaLifecycleProps,
  type AreaLifecycles,
  type AreaRootProps,
  type CreateAreaLifecyclesOptions,
} from './area/create-area-lifecycles';
export { mountStandalone, type MountStandaloneOptions } from './area/mount-standalone';
export { AreaProviders, type AreaProvidersProps } from './area/area-providers';

// Data layer (TanStack Query: one client per area, queryOptions per endpoint)
export { createAreaQueryClient } from './area/query/create-area-query-client';
export { STALE_TIME, RETURN_CACHE_MS, FRESH_ON_RETURN } from './area/query/query-constants';
export { useInvalidateOnEvents, type InvalidationRule } from './area/query/use-invalidate-on-events';
export {
  usePrefetchOnIntent,
  type PrefetchHandlers,
  type PrefetchTarget,
} from './area/query/use-prefetch-on-intent';
export { QueryView, type QueryViewProps } from './area/query/query-view';
export { itemOrNullEndpoint, type ItemOrNullEndpointSpec } from './area/query/item-or-null-endpoint';

// Page kit
export { ScrollRegion, type ScrollRegionProps } from './area/page/scroll-region';
export {
  AreaPage,
  PageSection,
  CardGrid,
  CardList,
  InlineList,
  type AreaPageProps,
  type PageSectionProps,
  type CardGridProps,
  type CardListProps,
  type InlineListProps,
} from './area/page/area-page';
export { ContentSkeleton, type ContentSkeletonProps } from './area/page/content-skeleton';
export { LoadError, RETRY_LABEL, type LoadErrorProps } from './area/page/load-error';
export { ItemQueryPage, type ItemQueryPageProps } from './area/page/item-query-page';
export { FilterChecks, type FilterChecksProps } from './area/page/filter-checks';
export { Pager, PREVIOUS_PAGE, NEXT_PAGE, type PagerProps } from './area/page/pager';
export { pageHref, usePageHref } from './area/page/page-href';
export { useUrlParams, type UrlParamsUpdate } from './area/page/use-url-params';
export { usePagePastEnd } from './area/page/use-page-past-end';
export { pageParam, positiveIdsParam, positiveIntParam } from './area/page/url-numbers';
export { AreaNotFoundPage, type AreaNotFoundPageProps } from './area/page/area-not-found-page';
export {
  notFoundContentFor,
  NOT_FOUND_ACTION,
  NOT_FOUND_TEXT,
  NOT_FOUND_TITLE,
  type NotFoundContent,
} from 'shared-design-system/not-found-content';
export { LinkButton, isPlainClick, type LinkButtonProps } from './area/page/link-button';
export { PrefetchLink, type PrefetchLinkProps } from './area/page/prefetch-link';
export { lazyPage, type LazyPage } from './area/page/lazy-page';

// Reading answers and errors
export {
  readApiError,
  readApiErrorMessage,
  statusOf,
  isNotFoundError,
  type ApiError,
} from './area/api/read-api-error';
export {
  UnexpectedResponseError,
  isRecord,
  isNumber,
  isString,
  isNullableString,
  isArrayOf,
  isPagination,
  expectShape,
  expectData,
  expectList,
  getData,
  hasNumber,
  hasString,
  shapeGuard,
  type FieldCheck,
  type Pagination,
} from './area/api/response-guards';
export {
  serviceCall,
  logServiceFailure,
  isAbortError,
  nullWhenNotFound,
  getDataOrNull,
} from './area/api/service-call';

// pt-BR formats in America/Sao_Paulo
export {
  formatSaoPaulo,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatUntil,
  formatTime,
  formatEventPeriod,
  saoPauloDay,
} from './area/format/format-sao-paulo';
export {
  formatBrl,
  formatNumber,
  formatPercent,
  pluralize,
  formatFileSize,
} from './area/format/format-numbers';
export { formatClock, formatHoursMinutes, isoDuration } from './area/format/format-durations';

// Links from server data
export { safeHref } from './area/safe-href';

// What a student is writing, kept per student across reloads and sign-ins
export { useStudentDraft } from './area/use-student-draft';
// What a student typed in a search field and has not searched yet, one per search shown
export { useSearchDraft } from './area/use-search-draft';
// Who is signed in, following the host's session
export { useSessionUser } from './area/use-session-user';

// Widgets other remotes expose, loaded with a fallback
export {
  useRemoteWidget,
  useCommentsWidget,
  COMMENTS_WIDGET_ID,
  type CommentTarget,
  type CommentsWidgetProps,
  type CommentsWidgetModule,
} from './area/widgets/use-remote-widget';
