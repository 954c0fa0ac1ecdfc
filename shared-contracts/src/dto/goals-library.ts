/**
 * Goals (objetivos) entities beyond the list and contents: wizard access, goal shelves and their filters,
 * content filters, catalogue products, incidence access, question resources, goal exams and the goals
 * searches (goal favourites: FavoriteGoal of dto/study-table) (spec 2 §7 Goals and Search). Field names as the API sends them.
 */
import type { Goal, GoalClassification, GoalContentItem, GoalsPagination } from './goals';

/** GET /bff/goals/wizardAccessControl */
export interface GoalWizardAccess {
  show_wizard: boolean;
}

/** A goal shelf (GET /bff/goals/shelves): a themed group of goals. */
export interface GoalShelf {
  id: number;
  title: string;
  description: string;
  goals_count: number;
  /** the first goals of the shelf */
  goals: Goal[];
}

/** GET /bff/goals/shelves/availableFilters: what a shelf's goals can be filtered by. */
export interface GoalShelfAvailableFilters {
  classifications: GoalClassification[];
  /** whether the highlight filter applies */
  highlight: boolean;
}

/** GET /bff/goals/shelves/{id}/classifications: one classification of a shelf and how many goals it has. */
export interface GoalShelfClassification extends GoalClassification {
  goals_count: number;
}

/**
 * Body of POST /bff/search/v2/goals/shelves and /{id}: the search body of spec 2 §3; a shelf search always
 * forces the onlyHasAccess filter true (spec 2 §5).
 */
export interface GoalShelfSearchBody {
  q: string;
  entity_types: string[];
  /** the shelf searched (absent when listing the shelves) */
  shelves?: string[];
  page: number;
  per_page: number;
  filters: {
    onlyHasAccess: true;
    /** only goals of these classifications (empty: every one) */
    classification_ids?: number[];
    /** only highlighted goals */
    highlight?: boolean;
  };
  with_available_filters?: boolean;
}

/** POST /bff/search/v2/goals/shelves/{id} */
export interface GoalShelfSearchResponse {
  data: { shelf: { id: number; title: string }; goals: Goal[] };
  pagination: GoalsPagination;
}

/** One option of GET /bff/goals/{id}/contents/filters (a discipline the contents can be narrowed to). */
export interface GoalContentFilter {
  id: number;
  name: string;
}

/** A linked content of the discursives tab (is_review marks the review exams). */
export interface GoalDiscursiveItem extends GoalContentItem {
  is_review: boolean;
}

/** GET /bff/goals/{id}/catalog-products: products of the catalogue for the goal. */
export interface GoalCatalogProduct {
  id: number;
  title: string;
  /** integer cents of BRL (29790 is R$ 297,90) */
  price: number;
  url: string;
}

/** GET /objetivos/goals/{id}/has-incidence-access */
export interface GoalIncidenceAccess {
  has_access: boolean;
}

/** GET /v3/goals/{id}/questions/resources: the goal's question bank, per discipline. */
export interface GoalQuestionResources {
  total_questions: number;
  disciplines: { id: number; name: string; questions_count: number }[];
}

/** GET /v3/goals/student-exam/{id}: a mock exam (student exam) made for the goal. */
export interface GoalStudentExam {
  id: number;
  title: string;
  questions_count: number;
  /** seconds */
  duration: number;
}

/** Body of POST /bff/public/search/goals (public: no sign-in). */
export interface PublicGoalsSearchBody {
  q: string;
  page: number;
  per_page: number;
}

/** Body of POST /bff/search/v2/goals-explorer. */
export interface GoalsExplorerBody {
  search_type: 'classification' | 'highlight';
  name: string;
  page: number;
  per_page: number;
}
