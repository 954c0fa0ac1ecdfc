/**
 * The platform contract, the only thing remotes import from the host side (ARCHITECTURE §5).
 * Every public name is listed here explicitly; node-only helpers live in 'shared-contracts/testing'.
 */

// version
export { CONTRACT_VERSION } from './version';

// platform
export type { PlatformApi, EnvironmentName } from './platform/platform-api';
export { ENVIRONMENT_NAMES } from './platform/environments';
export { PlatformProvider, usePlatform } from './platform/platform-context';

// events
export type {
  DrawerKind,
  DrawerRequest,
  ModalKind,
  ModalRequest,
  ToastKind,
  ToastInput,
  DownloadRequest,
  TrackTarget,
  TrackedEventInput,
  ItemEventPayload,
  EventCatalogue,
  EventName,
  EventPayload,
} from './events/catalogue';
export { DRAWER_KINDS, MODAL_KINDS, TOAST_KINDS } from './events/catalogue';
export type { EventBus } from './events/event-bus';
export { createEventBus } from './events/create-event-bus';
export { createStream, createEmitter, createValueStream } from './events/stream';
export type { Stream, StreamObserver, StreamErrorHandler, Emitter, ValueStream } from './events/stream';
export type { EventBusOptions, BusLogger } from './events/create-event-bus';
export { CATALOGUE_GUARDS, EVENT_NAMES, isEventName, isValidEventPayload } from './events/catalogue-guards';
export type { EventGuard } from './events/catalogue-guards';
export { validateTrackedEvent, isTrackedEventInput } from './events/validate-tracked-event';
export type { TrackedEventValidation } from './events/validate-tracked-event';

// http
export type { HttpClients, HttpClientsOptions, NoCacheKey } from './http/create-http-clients';
export {
  createHttpClients,
  jitterDelay,
  NO_CACHE_PATTERNS,
  readCookie,
  readTestMode,
} from './http/create-http-clients';
export {
  SESSION_COOKIE,
  HEADER_VERTICAL,
  HEADER_REQUESTER,
  REQUESTER_ID,
  HEADER_TEST_TOKEN,
  HEADER_INTERACTIVE_TRACK_TYPE,
  HEADER_PRINT_TOKEN,
  INTERACTIVE_TRACK_TYPE,
  TEST_MODE_PARAM,
  UNDER_MAINTENANCE_TAG,
  VERTICAL_UNDER_MAINTENANCE,
  RETRY_METHODS,
  RETRY_AFTER_STATUSES,
  MAX_RETRY_AFTER_MS,
  CALL_DEADLINE_MS,
  TOO_MANY_REQUESTS_MESSAGE,
} from './http/http-constants';

// routes
export type {
  RouteOwner,
  RemoteOwner,
  FederationName,
  RouteOwnership,
  RouteMatch,
  RouteOverlap,
} from './routes/ownership';
export {
  ROUTE_OWNERSHIP,
  REMOTE_OWNERS,
  FEDERATION_NAMES,
  federationNameOf,
  ownerOfFederationName,
  pathMatchesPattern,
  matchRoute,
  ownerOfPath,
  activityFunction,
  findOverlaps,
} from './routes/ownership';
export { SHELL_PATHS, upsellPath, firstPathSegment } from './routes/spec-routes';

// flags
export type { FeatureFlag, KnownFeatureFlag, EcommerceArea, MaintenanceArea } from './flags/feature-flags';
export {
  FEATURE_FLAGS,
  AREA_FLAGS,
  SEARCH_SECTION_FLAGS,
  ECOMMERCE_AREAS,
  FLAG_GUARD_PREFIXES,
  ENTITLEMENT_GUARD_PREFIXES,
  UNGUARDED_PATHS,
  isKnownFeatureFlag,
  isEcommerceArea,
  flagForPath,
  entitlementAreaForPath,
  maintenanceAreaForPath,
  isBetaActive,
  abRolloutEnabled,
} from './flags/feature-flags';

// verticals
export type { VerticalId, VerticalWording } from './verticals/verticals';
export {
  VERTICAL_IDS,
  DEFAULT_VERTICAL,
  VERTICAL_WORDING,
  VERTICAL_MENU_FLAGS,
  isVerticalId,
  verticalFromHost,
  switchVerticalHost,
  verticalWording,
} from './verticals/verticals';

// constants
export {
  LOCALE,
  TIME_ZONE,
  COUNTRY_CODE,
  CURRENCY,
  NAME_MAX_LENGTH,
  NAME_MAX_LENGTH_HINT,
  FOLDER_PAGE_SIZE,
  ROOT_FOLDER_PATH,
  BREADCRUMB_SEGMENT_MAX,
  LIST_NAME_MAX,
  LIST_NAME_MAX_COMPACT,
  DUPLICATE_NAME_PREFIX,
  EXAM_DURATION_DEFAULT_S,
  EXAM_DURATION_STEP_S,
  EXAM_DURATION_MIN_S,
  EXAM_EDIT_DURATION_DEFAULT_MIN,
  AUDIO_POSITION_SAVE_MS,
  AUDIO_SEEK_STEP_S,
  AUDIO_VOLUME_STEP,
  AUDIO_VOLUME_MIN,
  AUDIO_VOLUME_MAX,
  AUDIO_SPEEDS,
  AUDIO_RESTART_THRESHOLD_S,
  PROGRESS_BAR_THROTTLE_MS,
  PROGRESS_BAR_DURATION_MS,
  SEARCH_MIN_CHARS,
  SEARCH_DEBOUNCE_MS,
  NOTIFICATION_BADGE_THRESHOLD,
  NOTIFICATION_BADGE_OVERFLOW_LABEL,
  PAGE_HISTORY_MAX,
  SURVEY_DELAY_MS,
  BETA_TOAST_MS,
  UPSELL_THRESHOLD_HOURS,
  UPSELL_CLOSE_DELAY_MS,
  EVENT_FLUSH_MS,
  DOWNLOAD_DISMISS_MS,
  REQUEST_RETRIES,
  PREFETCH_IDLE_MS,
  FETCH_MIN_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  RESIZE_DEBOUNCE_MS,
  UTM_COOKIE_MAX_AGE_S,
  ACCESSIBILITY_FONT_MIN,
  ACCESSIBILITY_FONT_MAX,
  ACCESSIBILITY_MODIFIER_MIN,
  ACCESSIBILITY_MODIFIER_MAX,
  PREVIOUS_PAGE_DEFAULT,
  TRACK_ORIGIN,
  CONTENT_KEY_NOTEBOOKS,
  GLOBAL_ALERT_COOKIE,
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_ORDER,
  SEARCH_PER_PAGE,
  SEARCH_PREVIEW_ROWS,
  CAST_PER_PAGE,
  FAVORITE_ALBUMS_PER_PAGE,
  RANKING_PER_PAGE,
  NOTEBOOKS_LIST_PER_PAGE,
  GOALS_PAGE_SIZE,
  GOAL_CONTENT_PER_PAGE,
  RECOMMENDED_COURSES_LIMIT,
  FEATURED_LIMIT,
  COURSE_CATALOGUE_PER_PAGE,
  COURSE_CLASSIFICATIONS_PER_PAGE,
  TRAIL_CLASSIFICATIONS_PER_PAGE,
  CATALOGUE_PER_PAGE,
  CUSTOM_COURSES_PER_PAGE,
  LDI_ITEMS_PER_PAGE,
  LDI_ITEMS_ORDER,
  LDI_VIEW_MODE_DEFAULT,
  ANSWER_ORIGIN,
  LAST_RESOLVED_INDEX_DEFAULT,
  DEFAULT_COURSE_TYPE,
  PRODUCT_CATALOGUE_PER_PAGE,
  CATEGORIZED_CATEGORIES,
  CATEGORIZED_PRODUCTS_PER_CATEGORY,
  ESSAYS_PER_PAGE,
  ESSAY_CLASSIFICATIONS_PER_PAGE,
  ESSAY_INSTITUTION_CLASSIFICATIONS_PER_PAGE,
  DISCURSIVE_CATALOGUE_PER_PAGE,
  DISCURSIVE_CATEGORIZED_PER_PAGE,
  DISCURSIVE_CLASSIFICATIONS_PER_PAGE,
  COMMENTS_PER_PAGE,
  VIP_CLASSIFICATIONS_PER_PAGE,
  VIP_FEATURED_LIMIT,
  VIP_CATALOG_PER_PAGE,
  MAX_INSTALLMENTS,
  CART_STORAGE_KEY,
  REFUND_GUARANTEE_DAYS,
  categoryOpenedCookieName,
} from './constants/business-constants';
export { formatBadgeCount } from './constants/format-badge-count';
export { MAX_FILE_BYTES, MAX_FILE_SIZE_LABEL, FILE_TOO_LARGE_MESSAGE } from './constants/submission-limits';

// content and semver
export { renderContentTemplate } from './content/render-content-template';
export { extractContentText } from './content/extract-content-text';
export { satisfiesRange, parseVersion } from './semver/satisfies-range';
// the commerce rules and call shapes: 'shared-contracts/commerce' (only mfe-commerce and the dev BFF use them;
// kept off the host's first load)

// dto (shell-owned names explicitly; area files re-exported whole, their teams own them)
export type { LoggedUser, BetaTesterStatus } from './dto/user';
export type { FolderItem, FolderItemTag, FolderListing } from './dto/folder';
export type {
  FeatureState,
  FeaturesMap,
  FeaturesAbMap,
  EcommerceFeature,
  EcommerceFeatures,
  FeaturesResponse,
  FeaturesAbResponse,
  EcommerceFeaturesResponse,
  MaintenanceFlags,
  MaintenanceResponse,
  TogglerKeyResponse,
} from './dto/features';
export type { GlobalAlert, GlobalAlertCookieValue } from './dto/global-alert';
export type { DownloadItem } from './dto/download';
export type { TrackedEvent, TrackedEventOrigin } from './dto/tracked-event';
export type { Utm, UtmPayload } from './dto/utm';
export type { AccessibilitySettings } from './dto/accessibility';
export type {
  QuestionFilter,
  QuestionFilterGroup,
  QuestionFilterStore,
  FormattedQuestionFilter,
  FilterOrigin,
} from './dto/question-filters';
export type { ShelfViewMode, UiState } from './dto/ui-state';
export type { RemoteContentResponse } from './dto/content';
export type * from './dto/questions';
export type * from './dto/ldi';
export type * from './dto/courses';
export type * from './dto/strategic-trails';
export type * from './dto/commerce';
export type * from './dto/commerce-checkout';
export type * from './dto/submissions';
export type * from './dto/social';
export type * from './dto/submission-extras';
export type * from './dto/goals';
export type * from './dto/study-table';
export type * from './dto/study-table-features';
export type * from './dto/cast';
export type * from './dto/cast-library';
export type * from './dto/goals-library';
export type * from './dto/search';

// Trusted Types policies (the CSP lists their names)
export {
  TRUSTED_TYPES_POLICY_NAMES,
  webpackTrustedTypesPolicyName,
  createTrustedTypesPolicy,
  createSanitizerPolicy,
} from './security/trusted-types';
export type { TrustedTypesRules, PlatformTrustedTypesPolicy } from './security/trusted-types';

// per-user local storage (cart, filters, drafts)
export {
  CLEARED_ON_SIGN_OUT,
  DRAFT_STORAGE_PREFIX,
  QUESTION_FILTERS_STORAGE_KEY,
  clearOnSignOut,
  followStudentStorage,
  onUserValueChange,
  readUserValue,
  userStorageKey,
  writeUserValue,
} from './storage/user-storage';
