import { EXAM_DURATION_DEFAULT_S, EXAM_DURATION_STEP_S, ROOT_FOLDER_PATH } from 'shared-contracts';
import { ALUNO_EMAIL, SEMFLAGS_EMAIL, seedStudents } from '../../seed-students';
import { QUESTION_BANK } from './question-bank';
import type { FolderRecord, NotebookRecord, QuestionsState, StudentExamRecord } from './questions-state';

function studentId(email: string): number {
  const student = seedStudents().find((s) => s.email === email);
  if (!student) throw new Error(`Aluno semeado ausente: ${email}`);
  return student.id;
}

function idsOf(test: (subjectId: number, disciplineId: number) => boolean): number[] {
  return QUESTION_BANK.filter((question) => test(question.subject.id, question.discipline.id)).map(
    (question) => question.id,
  );
}

/**
 * The seeded folders, notebooks and exams. Ana (aluno) has folders, notebooks and exams at the root and
 * inside folders, and one notebook Carla shared with her; Bruno (novo) starts empty.
 */
export function seedQuestionsState(): QuestionsState {
  const ana = studentId(ALUNO_EMAIL);
  const carla = studentId(SEMFLAGS_EMAIL);
  const folder = (id: number, name: string, parent: string, day: string): FolderRecord => ({
    id,
    name,
    path: `${parent}.${name.replace(/ /g, '_')}`,
    student_id: ana,
    created_at: `2025-${day}T12:00:00.000Z`,
    updated_at: `2025-${day}T12:00:00.000Z`,
  });
  const folders = [
    folder(1, 'Direito Constitucional', ROOT_FOLDER_PATH, '02-03'),
    folder(2, 'Revisão final', ROOT_FOLDER_PATH, '03-10'),
    folder(3, 'Controle de constitucionalidade', `${ROOT_FOLDER_PATH}.Direito_Constitucional`, '02-05'),
  ];

  const notebook = (
    id: number,
    name: string,
    path: string,
    questionIds: number[],
    answered: { correct: number; wrong: number },
    day: string,
    owner = ana,
  ): NotebookRecord => ({
    id,
    name,
    correct_answers: answered.correct,
    wrong_answers: answered.wrong,
    questions_number: questionIds.length,
    path,
    filters: null,
    counts: null,
    sequence_notebook_ids: [],
    student_id: owner,
    created_at: `2025-${day}T13:30:00.000Z`,
    updated_at: `2025-${day}T18:45:00.000Z`,
    question_ids: questionIds,
    shared_with: owner === ana ? [] : [ana],
  });
  const notebooks = [
    notebook(
      101,
      'Crase e concordância — revisão',
      ROOT_FOLDER_PATH,
      idsOf((s) => s === 101 || s === 102),
      { correct: 3, wrong: 1 },
      '04-02',
    ),
    notebook(
      102,
      'Erros de Raciocínio Lógico',
      ROOT_FOLDER_PATH,
      idsOf((_s, d) => d === 4),
      { correct: 2, wrong: 3 },
      '04-08',
    ),
    notebook(
      103,
      'Informática para a PF',
      ROOT_FOLDER_PATH,
      idsOf((_s, d) => d === 5),
      { correct: 0, wrong: 0 },
      '04-11',
    ),
    notebook(
      104,
      'Direitos fundamentais — Cebraspe',
      `${ROOT_FOLDER_PATH}.Direito_Constitucional`,
      idsOf((s) => s === 201),
      { correct: 2, wrong: 0 },
      '02-06',
    ),
    notebook(
      105,
      'ADI e ADC',
      `${ROOT_FOLDER_PATH}.Direito_Constitucional.Controle_de_constitucionalidade`,
      idsOf((s) => s === 203),
      { correct: 1, wrong: 1 },
      '02-07',
    ),
    notebook(
      106,
      'Crimes contra a administração pública',
      `${ROOT_FOLDER_PATH}.Revisão_final`,
      idsOf((s) => s === 602),
      { correct: 1, wrong: 1 },
      '03-12',
    ),
    notebook(
      107,
      'Grupo de estudos — Administrativo',
      ROOT_FOLDER_PATH,
      idsOf((_s, d) => d === 3),
      { correct: 4, wrong: 2 },
      '03-20',
      carla,
    ),
  ];

  const exam = (
    id: number,
    name: string,
    path: string,
    questionIds: number[],
    done: { answered: number; correct: number },
    duration: number,
    day: string,
  ): StudentExamRecord => ({
    id,
    name,
    total_questions: questionIds.length,
    total_questions_answered: done.answered,
    total_questions_correct: done.correct,
    duration,
    path,
    student_id: ana,
    created_at: `2025-${day}T10:00:00.000Z`,
    updated_at: `2025-${day}T11:00:00.000Z`,
    question_ids: questionIds,
    shared_with: [],
  });
  const exams = [
    exam(
      201,
      'Simulado PF 2025 — Agente',
      ROOT_FOLDER_PATH,
      idsOf((_s, d) => [1, 2, 4, 5, 6].includes(d)),
      { answered: 12, correct: 9 },
      EXAM_DURATION_DEFAULT_S * 4,
      '04-15',
    ),
    exam(
      202,
      'Simulado TJ-SP — Escrevente',
      ROOT_FOLDER_PATH,
      idsOf((_s, d) => [1, 2, 3].includes(d)),
      { answered: 0, correct: 0 },
      EXAM_DURATION_DEFAULT_S + 2 * EXAM_DURATION_STEP_S,
      '04-18',
    ),
    exam(
      203,
      'Simulado final de Constitucional',
      `${ROOT_FOLDER_PATH}.Revisão_final`,
      idsOf((_s, d) => d === 2),
      { answered: 7, correct: 5 },
      EXAM_DURATION_DEFAULT_S,
      '03-25',
    ),
  ];

  return { nextId: 1000, folders, notebooks, exams, answers: [] };
}
