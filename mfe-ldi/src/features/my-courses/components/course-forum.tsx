import { usePlatform, type LdiCourse } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { PageSection, readApiErrorMessage, statusOf, useCommentsWidget } from 'shared-design-system/area';
import { FallbackCommentForm } from '../../../lib/fallback-comment-form';
import { isCourseForumBadWordsError, postCourseComment } from '../api/post-course-comment';

export const COURSE_FORUM_TITLE = 'Fórum do curso';
/** What the comments widget says of a comment refused for its words (spec 3 §8: a profanity message). */
export const BAD_WORDS_MESSAGE =
  'Seu comentário contém palavras impróprias. Revise o texto e tente novamente.';

export const POST_FAILED_MESSAGE = 'Não foi possível publicar o comentário. Tente novamente.';

/**
 * Why a comment was not posted: its words (spec 3 §8), what the forum said of it (a 4xx: empty, too long),
 * else that it could not be posted (a 5xx or no answer says nothing the student can act on).
 */
async function failureMessage(error: unknown): Promise<string> {
  if (isCourseForumBadWordsError(error)) return BAD_WORDS_MESSAGE;
  const status = statusOf(error);
  if (status !== null && status < 500) return readApiErrorMessage(error, POST_FAILED_MESSAGE);
  return POST_FAILED_MESSAGE;
}

/** When the widget is unavailable: the student can still post to the course's forum. */
function FallbackForum({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  return (
    <PageSection title={COURSE_FORUM_TITLE}>
      <FallbackCommentForm
        unavailable="Os comentários deste curso não puderam ser carregados agora."
        draftKey={`ldi:course-forum:${course.id}`}
        send={(body) =>
          postCourseComment(platform, course.id, body, `${window.location.pathname}${window.location.search}`)
        }
        failureMessage={failureMessage}
      />
    </PageSection>
  );
}

/**
 * The course's forum on its page: the mfe-submissions comments widget in course-forum mode (new comments go to
 * POST /v3/courses/forums/comments, spec 3 §7), the course's id naming its forum; a plain form posting there
 * when the widget does not load, so only this part degrades.
 */
export function CourseForum({ course }: { course: LdiCourse }) {
  const platform = usePlatform();
  const widget = useCommentsWidget();
  if (widget === 'loading')
    return (
      <SkeletonGroup label="Carregando fórum">
        <Skeleton width="80%" />
      </SkeletonGroup>
    );
  if (widget === null) return <FallbackForum course={course} />;
  return (
    <widget.CommentsWidget
      platform={platform}
      forumId={course.id}
      title={COURSE_FORUM_TITLE}
      target={{ kind: 'course' }}
    />
  );
}
