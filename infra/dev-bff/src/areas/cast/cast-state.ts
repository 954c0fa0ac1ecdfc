import { ALUNO_EMAIL, seedStudents } from '../../seed-students';

/** What each student changed in cast: favourites, heard albums and tracks, saved positions. */
export interface CastStudentState {
  favorites: number[];
  heardAlbums: number[];
  heardTracks: number[];
  /** track id → seconds */
  positions: Record<number, number>;
}

/** The cast area's slice of the dev BFF state, keyed by student id. */
export interface CastState {
  students: Record<number, CastStudentState>;
}

export function emptyStudentState(): CastStudentState {
  return { favorites: [], heardAlbums: [], heardTracks: [], positions: {} };
}

/** Ana (aluno) has two favourite albums, one heard album and a track half-way through. */
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
      },
    },
  };
}

/** The student's part of the slice, created on first use. */
export function studentCast(state: CastState, studentId: number): CastStudentState {
  state.students[studentId] ??= emptyStudentState();
  return state.students[studentId];
}
