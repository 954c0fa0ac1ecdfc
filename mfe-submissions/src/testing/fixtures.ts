import type { Discursive, Essay, ForumComment } from 'shared-contracts';

let nextId = 1;

export function anEssay(override: Partial<Essay> = {}): Essay {
  const id = override.id ?? nextId++;
  return {
    id,
    kind: 'essay',
    title: `Redação ${id}`,
    description: null,
    status: 'waiting revision',
    institution_id: null,
    institution: null,
    file_name: `redacao-${id}.pdf`,
    user_proposal_file_name: null,
    revision_teacher_id: null,
    grade: null,
    error_details: null,
    created_at: '2025-03-10T15:00:00.000Z',
    updated_at: '2025-03-10T15:00:00.000Z',
    ...override,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open discursive exam (deadline in 10 days) with no submissions. */
export function aDiscursive(override: Partial<Discursive> = {}): Discursive {
  const id = override.id ?? nextId++;
  return {
    id,
    kind: 'discursive',
    name: `Simulado ${id}`,
    slug: `simulado-${id}`,
    description: 'Uma redação e duas questões discursivas.',
    available_until: new Date(Date.now() + 10 * DAY_MS).toISOString(),
    authors: [{ author_name: 'Prof. Ricardo Almeida' }],
    submissions: [],
    additional_submission_limit: 1,
    classification: 'Carreiras Policiais',
    ...override,
  };
}

export function aComment(override: Partial<ForumComment> = {}): ForumComment {
  const id = override.id ?? nextId++;
  return {
    id,
    body: `Comentário ${id}`,
    forum_id: 1,
    comment_id: null,
    link: null,
    author: { id: 9001, name: 'Marcos Oliveira' },
    likes: 0,
    dislikes: 0,
    created_at: '2025-03-10T15:00:00.000Z',
    replies: [],
    ...override,
  };
}

export function page<T>(items: T[], pageNumber = 1, total = items.length, perPage = 15) {
  return { page: pageNumber, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
