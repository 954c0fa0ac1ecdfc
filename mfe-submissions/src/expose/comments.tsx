/**
 * The comments/forum widget other remotes embed (ARCHITECTURE §3): load it with
 * `platform.loadWidget<typeof import('...')>('mfe_submissions/comments')` and render
 * `<CommentsWidget platform={platform} forumId={id} />`, with a fallback when it is unavailable.
 */
export { CommentsWidget } from '../features/comments/components/comments-widget';
export type { CommentsWidgetProps } from '../features/comments/components/comments-widget';
export type { CommentTarget } from '../features/comments/api/create-comment';
