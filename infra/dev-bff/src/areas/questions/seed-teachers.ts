import type { QuestionTeacher } from 'shared-contracts';

/** Teachers who comment the questions, two per discipline (ids 9000 + discipline × 10 + n). */
const TEACHER_NAMES: Record<number, [string, string]> = {
  1: ['Carla Menezes', 'Rafael Barbosa'],
  2: ['Eduardo Lins', 'Patrícia Amaral'],
  3: ['Gustavo Paiva', 'Renata Figueiredo'],
  4: ['Marcelo Tavares', 'Luana Rezende'],
  5: ['Diego Fontes', 'Camila Prado'],
  6: ['Henrique Sales', 'Bianca Torres'],
  7: ['Dra. Fernanda Ribeiro', 'Dr. Paulo Mendes'],
  8: ['Dra. Juliana Couto', 'Dr. André Nogueira'],
  9: ['Rodrigo Campos', 'Sílvia Moura'],
  10: ['Tiago Brandão', 'Helena Vasconcelos'],
  11: ['Marina Queiroz', 'Otávio Leal'],
  12: ['Fábio Arantes', 'Cristina Lopes'],
};

export const SEED_TEACHERS: readonly (QuestionTeacher & { discipline_id: number })[] = Object.entries(
  TEACHER_NAMES,
).flatMap(([discipline, names]) =>
  names.map((name, index) => ({
    id: 9000 + Number(discipline) * 10 + index + 1,
    name,
    discipline_id: Number(discipline),
  })),
);

/** The teacher who commented a question: alternates between the two of its discipline. */
export function teacherOf(disciplineId: number, questionId: number): QuestionTeacher {
  const [first, second] = SEED_TEACHERS.filter((teacher) => teacher.discipline_id === disciplineId);
  const teacher = questionId % 2 === 0 ? first : (second ?? first);
  if (!teacher) throw new Error(`Sem professores para a disciplina ${disciplineId}`);
  return { id: teacher.id, name: teacher.name };
}
