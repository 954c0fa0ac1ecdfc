import { createTestPlatform, startTestServer, type TestServer } from 'shared-contracts/testing';
import { createComment, type NewComment } from './create-comment';
import { updateComment } from './update-comment';

let server: TestServer;

afterEach(async () => {
  await server.close();
});

const refusal = (tag: string) => ({
  status: 422,
  json: {
    error: { message: 'O comentário contém palavras não permitidas.', tag, meta: { words: ['palavrão'] } },
  },
});

const comment: NewComment = {
  body: 'Um palavrão',
  forumId: 7,
  parentId: null,
  mentionId: null,
  link: '/q/1',
};

it.each([
  ['a social comment', 'SOCIAL_ERROR_BAD_WORDS', { kind: 'social' } as const],
  ['a course forum comment', 'COURSE_FORUM_ERROR_BAD_WORDS', { kind: 'course' } as const],
])(
  'rethrows the bad-words refusal of %s with its tag and meta, unlogged (spec 3 §8)',
  async (_, tag, target) => {
    server = await startTestServer({
      'POST /v3/social/comments': refusal(tag),
      'POST /v3/courses/forums/comments': refusal(tag),
    });
    const errors = jest.spyOn(console, 'error');
    const { http } = createTestPlatform({ prefixUrl: server.url });

    await expect(createComment(http, target, comment)).rejects.toMatchObject({
      name: 'BadWordsError',
      tag,
      meta: { words: ['palavrão'] },
      message: 'O comentário contém palavras não permitidas.',
    });
    expect(errors).not.toHaveBeenCalled();
  },
);

it('rethrows the bad-words refusal of an edit with its tag and meta', async () => {
  server = await startTestServer({ 'PUT /v3/social/comments/:id': refusal('SOCIAL_ERROR_BAD_WORDS') });
  const { http } = createTestPlatform({ prefixUrl: server.url });

  await expect(updateComment(http, 12, 'Um palavrão')).rejects.toMatchObject({
    name: 'BadWordsError',
    tag: 'SOCIAL_ERROR_BAD_WORDS',
    meta: { words: ['palavrão'] },
  });
  expect(server.requestsTo('PUT', '/v3/social/comments/12')[0]?.json).toEqual({ body: 'Um palavrão' });
});
