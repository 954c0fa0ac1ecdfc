import { ALUNO_EMAIL, seedStudents } from '../../seed-students';

/** What each student changed in cast: favourites, heard albums and tracks, saved positions. */
export interface CastStudentState {
  favorites: number[];
  heardAlbums: number[];
  heardTracks: number[];
  /** track id → seconds */
  positions: Record<number, number>;
  /** track id → the student's like or dislike */
  reactions: Record<number, 'like' | 'dislike'>;
  /** tracks listened to lately, newest first */
  recent: { id: number; album_id: number; track_id: number; updated_at: string }[];
}

/** The cast area's slice of the dev BFF state, keyed by student id. */
export interface CastState {
  students: Record<number, CastStudentState>;
}

export function emptyStudentState(): CastStudentState {
  return { favorites: [], heardAlbums: [], heardTracks: [], positions: {}, reactions: {}, recent: [] };
}

/** Ana (aluno) has two favourite albums, one heard album, a track half-way through, a like, a dislike and two recent activities. */
export function seedCastState(): CastState {
  const ana = seedStudents().find((student) => student.email === ALUNO_EMAIL);
  if (!ana) throw new Error(`Aluno semeado ausente: ${ALUNO_EMAIL}`);
  return {
    students: {
      [ana.id]: {
        favorites: [1, 4],
        heardAlbums: [2],
        heardTracks: [201, 202, 203, 204, 205],
        positions: { 101: 312, 102: 45 },
        reactions: { 101: 'like', 203: 'dislike' },
        recent: [
          { id: 1, album_id: 1, track_id: 102, updated_at: '2026-11-20T13:40:00.000Z' },
          { id: 2, album_id: 1, track_id: 101, updated_at: '2026-11-19T22:10:00.000Z' },
        ],
      },
    },
  };
}

/** The student's part of the slice, created on first use. */
export function studentCast(state: CastState, studentId: number): CastStudentState {
  state.students[studentId] ??= emptyStudentState();
  return state.students[studentId];
}
