import { usePlatform, type LdiChapter, type PlatformApi } from 'shared-contracts';
import { Skeleton, SkeletonGroup } from 'shared-design-system';
import { readApiErrorMessage, serviceCall, useCommentsWidget } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { FallbackCommentForm } from '../../../lib/fallback-comment-form';
import { useReaderDocument } from '../state/reader-context';

/** POST /bff/mci/my-courses/{course}/forum/{forum}/comment {body, comment_id, link, chapter_id}. */
function postChapterComment(platform: PlatformApi, course: string, chapterId: number, body: string) {
  return serviceCall(AREA_NAME, 'postChapterComment', async () => {
    await platform.http.api.post(
      `bff/mci/my-courses/${encodeURIComponent(course)}/forum/${chapterId}/comment`,
      {
        json: {
          body,
          comment_id: null,
          link: `${window.location.pathname}${window.location.search}`,
          chapter_id: chapterId,
        },
      },
    );
  });
}

/** When the widget is unavailable: the student can still post to the chapter's forum. */
function FallbackForum({ course, chapterId }: { course: string; chapterId: number }) {
  const platform = usePlatform();
  return (
    <FallbackCommentForm
      unavailable="Os comentários deste capítulo não puderam ser carregados agora."
      draftKey={`ldi:chapter-forum:${chapterId}`}
      send={(body) => postChapterComment(platform, course, chapterId, body)}
      failureMessage={async (error) =>
        (await readApiErrorMessage(error)) ?? 'Não foi possível publicar o comentário.'
      }
    />
  );
}

/**
 * The forum mode: the chapter's comments through the mfe-submissions widget (posting with the chapter to
 * /bff/mci/my-courses/{course}/forum/{forum}/comment), or a plain form when the widget does not load.
 */
export function ChapterForum({ chapter }: { chapter: LdiChapter }) {
  const platform = usePlatform();
  const ref = useReaderDocument();
  const widget = useCommentsWidget();
  const course = ref.slug;
  if (widget === 'loading')
    return (
      <SkeletonGroup label="Carregando fórum">
        <Skeleton width="80%" />
      </SkeletonGroup>
    );
  if (widget === null) return <FallbackForum course={course} chapterId={chapter.id} />;
  return (
    <widget.CommentsWidget
      platform={platform}
      forumId={chapter.id}
      title={`Fórum: ${chapter.title}`}
      target={{ kind: 'chapter', course, chapterId: chapter.id }}
    />
  );
}
