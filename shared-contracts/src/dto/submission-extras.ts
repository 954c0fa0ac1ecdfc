/**
 * Essays and discursives beyond list and send (spec 3 §7): overwrite, sample templates, page content per
 * institution, discursive categories, review list, classifications and the per-student limit. pt field names
 * as the API sends them. Owned by the mfe-submissions team; the dev BFF answers with these types.
 */
import type { Discursive, Essay, SubmissionStatus, SubmissionsPageMeta } from './submissions';

/** PUT /v3/redacoes/{id} (multipart): overwriting a sent essay sends it back with status 'on revision'. */
export interface EssayOverwriteFields {
  kind: 'essay';
  status: SubmissionStatus;
  revision_teacher_id: number | null;
  error_details: string | null;
}

/** A revision teacher as the essays answer names them (spec 3 §6: shown in essay updates). */
export interface EssayRevisionTeacher {
  id: number;
  name: string;
}

/** An essay as the list sends it once a teacher took it: with the revision teacher's name. */
export interface EssayWithTeacher extends Essay {
  revision_teacher?: EssayRevisionTeacher | null;
}

/** A sample template file of a vertical (spec 3 §2: "Sample template files exist per vertical"). */
export interface EssayTemplate {
  name: string;
  url: string;
}

/** GET /v3/redacoes/templates: the current vertical's templates. */
export interface EssayTemplatesResponse {
  data: EssayTemplate[];
}

/** GET /v3/contents/get/redacoes-{institution_id}: the essays page text of an institution. */
export interface EssayPageContentResponse {
  data: { title: string; text: string };
}

/** One category of GET /v3/discursives/catalog-categorized. */
export interface DiscursiveCategory {
  name: string;
  discursives: Discursive[];
}

/** GET /v3/discursives/catalog-categorized?perPage=200. */
export interface DiscursiveCategoriesResponse {
  data: DiscursiveCategory[];
}

/** A classification of GET /v3/discursives/catalog/classifications?perPage=200. */
export interface DiscursiveClassification {
  id: number;
  name: string;
}

/** GET /v3/discursives/catalog/classifications. */
export interface DiscursiveClassificationsResponse {
  data: DiscursiveClassification[];
  meta: SubmissionsPageMeta;
}

/** GET /bff/discursives/discursive-student/{id}: how many submissions the student has left. */
export interface DiscursiveStudentResponse {
  data: { discursive_id: number; additional_submission_limit: number; submissions_count: number };
}
