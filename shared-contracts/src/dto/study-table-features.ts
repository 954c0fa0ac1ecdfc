/**
 * Study table dashboard, performance charts, rankings, calendar, webcast and home contents (spec 2 §3, §7;
 * spec 3 §7), pt field names as the API sends them (owned by the mfe-study-table team). The older entities
 * of the area are in ./study-table.
 */

/** PUT /v3/study-table/recent-activities/{id}: favourite it or hide it from the dashboard. */
export interface RecentActivityUpdate {
  favorite?: boolean;
  hidden?: boolean;
}

/** One course of GET /v3/courses/keep-studying ('Continue estudando'). */
export interface KeepStudyingCourse {
  /** id of the course */
  id: number;
  title: string;
  slug: string;
  /** 0..100 */
  progress: number;
  hidden: boolean;
  /** ISO date-time */
  updated_at: string;
}

/** POST /v3/courses/keep-studying: adds the course, or updates it when already there. */
export interface KeepStudyingUpsert {
  course_id: number;
  progress?: number;
  hidden?: boolean;
}

/** One course of GET /bff/study-table/{goalId}/recommended-courses?limit=3. */
export interface RecommendedCourse {
  id: number;
  title: string;
  slug: string;
  description: string;
}

/** One favourite goal of GET /bff/performance/goals/favorites (with its classifications, for filters). */
export interface FavoriteGoal {
  id: number;
  name: string;
  classifications: { id: number; name: string }[];
}

/** GET /bff/study-table/goals/{id}/details. */
export interface StudyGoalDetails {
  id: number;
  name: string;
  description: string;
  courses_count: number;
  questions_count: number;
  /** ISO date of the exam, when one is set */
  exam_date: string | null;
}

/** One card of the dashboard grid, as react-grid-layout keeps it. */
export interface StudyTableGridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** responsiveLayout of POST /v3/study-table/card-grid: one layout per breakpoint. */
export type StudyTableResponsiveLayout = Record<string, StudyTableGridItem[]>;

/** Body of POST /v3/study-table/card-grid. */
export interface StudyTableCardGrid {
  responsiveLayout: StudyTableResponsiveLayout;
  /** ISO date-time */
  updatedAt: string;
}

/** Answer of POST /bff/files/upload. */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
}

// Performance

/** Period types of the performance filter (spec 2 §3, §9). */
export type PerformancePeriodType = 'last_7_days' | 'last_30_days' | 'last_90_days' | 'custom';

/** The four charts of spec 2 §7. */
export type PerformanceChartKind =
  'resolved-questions' | 'classification-accuracy' | 'trend-performance' | 'daily-progress';

/** One line or bar series of a chart. */
export interface PerformanceChartSeries {
  key: string;
  label: string;
  values: number[];
}

/** GET /bff/performance/charts/{kind}: x is days (YYYY-MM-DD, São Paulo) or classification names. */
export interface PerformanceChartData {
  x: string[];
  x_kind: 'day' | 'classification';
  unit: 'count' | 'percent';
  series: PerformanceChartSeries[];
}

/** One subject of GET /bff/performance/incidence-of-subjects?carreira. */
export interface SubjectIncidence {
  classification_id: number;
  classification_name: string;
  /** 0..100 */
  percentage: number;
}

/** One subject of GET /bff/performance/trends. */
export interface PerformanceTrend {
  classification_id: number;
  classification_name: string;
  /** accuracy 0..100 in the first and last weeks of the period */
  accuracy_before: number;
  accuracy_after: number;
  direction: 'up' | 'down' | 'stable';
}

/** One classification of GET /bff/performance/exams/classifications (ordered by index ascending). */
export interface ExamClassification {
  id: number;
  name: string;
  index: number;
  /** 0..100 */
  accuracy: number;
  answered: number;
}

/** A notebook or student exam offered by the performance filters. */
export interface PerformanceFilterOption {
  id: number;
  name: string;
}

// Rankings

/** One line of an exam's ranking (GET /bff/ranking/exam/{id}?page&per_page). */
export interface RankingEntry {
  position: number;
  user_id: number;
  name: string;
  score: number;
  correct: number;
  /** the signed-in student's own line */
  is_current_user: boolean;
}

/** A vacancy (cargo) an exam ranks separately. */
export interface RankingVacancy {
  id: number;
  name: string;
  places: number;
}

/** GET /bff/ranking/exam/{id}?page&per_page. */
export interface RankingExamPage {
  exam_id: number;
  vacancies: RankingVacancy[];
  entries: RankingEntry[];
}

/** GET /bff/ranking/exam/{id}/user/{uid}: the student's own line (null when not ranked). */
export interface RankingUserPosition {
  position: number;
  page: number;
  score: number;
  correct: number;
  participants: number;
}

/** GET /bff/ranking/exam/{id}/vacancy/{vid}/etag. */
export interface RankingEtag {
  etag: string;
}

/** GET /bff/ranking/submit/exam/{id}: what the entry form asks. */
export interface RankingSubmitForm {
  exam_id: number;
  exam_name: string;
  vacancies: RankingVacancy[];
  questions: number;
  /** the student's entry, when already sent */
  current: RankingSubmission | null;
}

/** POST /bff/ranking/submit/exam/{id}. */
export interface RankingSubmission {
  vacancy_id: number;
  correct: number;
  name_visible: boolean;
}

/** GET /bff/ranking/result/exam/{id}/user/{uid}. */
export interface RankingResult {
  exam_id: number;
  user_id: number;
  position: number;
  vacancy_position: number;
  participants: number;
  vacancy_participants: number;
  score: number;
}

// Calendar, webcast and home

/** One calendar of GET /v3/calendars. */
export interface StudyCalendar {
  id: number;
  name: string;
  project_id: number;
}

/** One event of GET /v3/calendars/events and /v3/calendars-v2/. */
export interface CalendarEvent {
  id: number;
  title: string;
  /** ISO date-times */
  start_at: string;
  end_at: string;
  kind: 'live' | 'exam' | 'deadline';
  project_id: number;
  link_id: string | null;
}

/** GET /v3/calendars-v2/live_event_media/{id}. */
export interface LiveEventMedia {
  id: number;
  key: string;
  thumbnail: string;
  duration_seconds: number;
}

/** GET /v3/calendars-v2/live_event_media/video_url/{key}. */
export interface LiveEventVideoUrl {
  url: string;
}

/** GET schedules/slug/{slug} of the webcast API (served under /v3/webcast; /webcast/* is the page). */
export interface WebcastSchedule {
  id: number;
  slug: string;
  title: string;
  description: string;
  sessions: { id: number; title: string; start_at: string; end_at: string }[];
}

/** GET validate_access/{id} of the webcast API (/v3/webcast): may the student watch the webcast {id}. */
export interface WebcastAccess {
  has_access: boolean;
  url: string | null;
}

/** Verticals whose home content has a file (spec 3 §7 Home). */
export type HomeContentVertical = 'concursos' | 'med' | 'oab' | 'vestibulares';

/** GET /v3/contents/home-{vertical} and the static fallback file of the same shape. */
export interface HomeContent {
  title: string;
  banners: { id: number; title: string; url: string }[];
  sections: { id: number; title: string; items: { id: number; title: string; url: string }[] }[];
}
