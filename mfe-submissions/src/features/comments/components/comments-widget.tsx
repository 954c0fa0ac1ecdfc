import { useInfiniteQuery } from '@tanstack/react-query';
import { usePlatform, type PlatformApi } from 'shared-contracts';
import { Button } from 'shared-design-system';
import {
  AreaProviders,
  CardList,
  ContentSkeleton,
  PageSection,
  QueryView,
  useSessionUser,
} from 'shared-design-system/area';
import { areaQueryClient } from '../../../app/query-client';
import { COMMENT_MESSAGES } from '../../../constants';
import type { CommentTarget } from '../api/create-comment';
import { forumComments, forumQuery } from '../api/get-forum';
import { useForumWrites } from '../state/use-forum-writes';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

/** Props of the comments widget other remotes load from 'mfe_submissions/comments'. */
export interface CommentsWidgetProps {
  /** the host's PlatformApi, as every area receives it */
  platform: PlatformApi;
  /** the forum whose comments are shown and where new comments go */
  forumId: number;
  /** heading of the widget; default 'Comentários' */
  title?: string;
  /**
   * where new comments are posted: a social forum (default: questions, contents), a course forum
   * (POST /v3/courses/forums/comments) or an LDI chapter's forum (mfe-ldi: POST
   * /bff/mci/my-courses/{course}/forum/{forumId}/comment with the chapter_id)
   */
  target?: CommentTarget;
}

const SOCIAL: CommentTarget = { kind: 'social' };

/**
 * The comments of a forum (15 per page, newest first): comment, answer, edit and delete one's own, like,
 * dislike, report, attach files. A signed-out visitor reads the public forum (GET /v3/public/forum/{id}) and
 * cannot write. It is rendered inside other remotes (mfe-questions, mfe-ldi), never under this area's root,
 * so it brings everything itself: theme, platform context and error boundary (a failure here never breaks
 * the page that embeds it) and this remote's QueryClient.
 */
export function CommentsWidget({
  platform,
  forumId,
  title = 'Comentários',
  target = SOCIAL,
}: CommentsWidgetProps) {
  return (
    <AreaProviders platform={platform} area="mfe-submissions/comments" queryClient={areaQueryClient}>
      <CommentsPanel forumId={forumId} title={title} target={target} />
    </AreaProviders>
  );
}

function CommentsPanel({
  forumId,
  title,
  target,
}: {
  forumId: number;
  title: string;
  target: CommentTarget;
}) {
  const { http } = usePlatform();
  // the signed-in student's id, following sign-in and sign-out (null for a visitor)
  const viewerId = useSessionUser()?.id ?? null;
  const forum = useInfiniteQuery({
    ...forumQuery(http, forumId, viewerId === null ? 'public' : 'student'),
    select: forumComments,
  });
  const writes = useForumWrites(forumId, target);

  return (
    <PageSection
      title={
        <>
          {title}
          {forum.data && (
            <span css={(theme) => ({ fontWeight: 400, color: theme.colors.textMuted })}>
              {' '}
              ({forum.data.total})
            </span>
          )}
        </>
      }
    >
      <div
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.md,
          color: theme.colors.text,
        })}
      >
        {viewerId === null ? (
          <p css={{ margin: 0 }}>{COMMENT_MESSAGES.signedOut}</p>
        ) : (
          <CommentForm
            label="Escreva um comentário"
            submitLabel="Comentar"
            draftKey={`comment:${forumId}`}
            failureMessage={COMMENT_MESSAGES.postFailed}
            onSubmit={(body) => writes.post(body, null)}
          />
        )}
        <QueryView
          query={forum}
          errorMessage="Não foi possível carregar os comentários."
          skeleton={<ContentSkeleton shape="list" count={2} itemHeight={72} label="Carregando comentários" />}
          isEmpty={({ comments }) => comments.length === 0}
          empty={<p css={{ margin: 0 }}>Ainda não há comentários. Seja o primeiro a comentar!</p>}
        >
          {({ comments }) => (
            <CardList label="Comentários">
              {comments.map((comment) => (
                <li key={comment.id}>
                  <CommentItem comment={comment} viewerId={viewerId} writes={writes} thread={comment} />
                </li>
              ))}
            </CardList>
          )}
        </QueryView>
        {forum.data && forum.hasNextPage && (
          <div>
            <Button
              variant="secondary"
              onClick={() => void forum.fetchNextPage()}
              loading={forum.isFetchingNextPage}
            >
              Carregar mais comentários
            </Button>
            {forum.isFetchNextPageError && !forum.isFetchingNextPage && (
              <p role="alert">Não foi possível carregar mais comentários.</p>
            )}
          </div>
        )}
      </div>
    </PageSection>
  );
}
