/**
 * Study table (home dashboard), performance, rankings, favourites, live classes and highlights entities,
 * pt field names exactly as the API sends them (owned by the mfe-study-table team).
 */

/** Kind of a recent activity: a question notebook or a student (mock) exam. */
export type RecentActivityType = 'notebook' | 'exam';

export interface RecentActivityTeacher {
  id: number;
  name: string;
}

export interface ActivityQuestionCounters {
  correct: number;
  incorrect: number;
  not_answered: number;
}

/** One row of GET /v3/study-table/recent-activities (spec 2 §3 Recent activity). */
export interface RecentActivity {
  /** id of the notebook or student exam */
  id: number;
  title: string;
  type: RecentActivityType;
  teachers: RecentActivityTeacher[];
  question_counters: ActivityQuestionCounters;
  favorite: boolean;
  /** ISO date-time of the last time the student touched it */
  updated_at: string;
}

/** Query filters of GET /v3/study-table/recent-activities (each '1' when set). */
export interface RecentActivityFilters {
  progress?: boolean;
  favorite?: boolean;
  complete?: boolean;
}

export interface RecentActivitiesResponse {
  data: RecentActivity[];
}

/** GET /v3/study-table/last-updates: news about content the student follows. */
export interface LastUpdate {
  id: number;
  title: string;
  description: string;
  /** ISO date-time */
  published_at: string;
  /** in-site path or absolute URL */
  url: string;
}

export interface LastUpdatesResponse {
  data: LastUpdate[];
}

/** GET /v3/study-table/exclusive-courses: courses only this student's plan gives. */
export interface ExclusiveCourse {
  id: number;
  title: string;
  slug: string;
  description: string;
  teachers: RecentActivityTeacher[];
}

export interface ExclusiveCoursesResponse {
  data: ExclusiveCourse[];
}

/** GET /v3/study-table: the dashboard's own record (grid layout and counters). */
export interface StudyTableSummary {
  responsiveLayout: Record<string, unknown> | null;
  updatedAt: string | null;
}

export interface StudyTableSummaryResponse {
  data: StudyTableSummary;
}

/** Accuracy of one discipline in GET /bff/performance/questions. */
export interface DisciplinePerformance {
  discipline_id: number;
  discipline_name: string;
  total: number;
  correct: number;
  incorrect: number;
  /** 0..100, one decimal */
  accuracy: number;
}

/** GET /bff/performance/questions?data_inicial&data_final (dates YYYY-MM-DD, America/Sao_Paulo). */
export interface QuestionsPerformance {
  data_inicial: string;
  data_final: string;
  total: number;
  correct: number;
  incorrect: number;
  /** 0..100, one decimal */
  accuracy: number;
  disciplines: DisciplinePerformance[];
}

export interface QuestionsPerformanceResponse {
  data: QuestionsPerformance;
}

export type RankingExamStatus = 'open' | 'closed';

/** One exam of GET /bff/ranking/exams. */
export interface RankingExam {
  id: number;
  name: string;
  institution: string;
  /** ISO date of the exam */
  exam_date: string;
  participants: number;
  status: RankingExamStatus;
  /** the student already sent an entry */
  submitted: boolean;
}

export interface RankingExamsResponse {
  data: RankingExam[];
}

export type StudyTableFavoriteType = 'course' | 'ldi' | 'notebook' | 'exam' | 'cast' | 'trail' | 'tutoring';

/** One favourite of GET /bff/study-table/favorites. */
export interface StudyTableFavorite {
  id: number;
  title: string;
  type: StudyTableFavoriteType;
  /** in-site path */
  url: string;
  /** ISO date-time */
  created_at: string;
}

export interface StudyTableFavoritesResponse {
  data: StudyTableFavorite[];
}

/** One live class of GET /v3/calendars-v2/live_events. */
export interface LiveEvent {
  id: number;
  /** id used by /mesa-de-estudo/live/{linkID} */
  link_id: string;
  title: string;
  teacher: string;
  description: string;
  /** ISO date-times */
  start_at: string;
  end_at: string;
  /** where the broadcast is watched */
  url: string;
}

export interface LiveEventsResponse {
  data: LiveEvent[];
}

/** One highlight of GET /v3/home (per vertical). */
export interface HomeHighlight {
  id: number;
  title: string;
  description: string;
  /** in-site path or absolute URL */
  url: string;
}

export interface HomeResponse {
  data: { vertical: string; highlights: HomeHighlight[] };
}
