import type { Essay, EssayClassification } from 'shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/** Institutions (exam boards and universities) an essay can be written for. */
export function seedInstitutions(): EssayClassification[] {
  return [
    { id: 1, name: 'Cebraspe' },
    { id: 2, name: 'FGV' },
    { id: 3, name: 'FCC' },
    { id: 4, name: 'Vunesp' },
    { id: 5, name: 'Cesgranrio' },
    { id: 6, name: 'ENEM' },
    { id: 7, name: 'FUVEST' },
    { id: 8, name: 'UNICAMP' },
    { id: 9, name: 'EsPCEx' },
    { id: 10, name: 'Banca própria (OAB/FGV)' },
  ];
}

interface EssaySeed {
  id: number;
  title: string;
  description: string | null;
  status: Essay['status'];
  institutionId: number;
  file: string;
  proposal?: string;
  grade?: number;
  errorDetails?: string;
  sentDaysAgo: number;
}

/** Essays of a student who has been sending essays for a few months; newest first. */
export function seedEssays(firstId: number): Essay[] {
  const institutions = seedInstitutions();
  const seeds: EssaySeed[] = [
    {
      id: firstId,
      title: 'Os impactos da inteligência artificial no mercado de trabalho',
      description: 'Proposta do simulado nacional de março.',
      status: 'waiting revision',
      institutionId: 6,
      file: 'redacao-inteligencia-artificial.pdf',
      proposal: 'proposta-ia.pdf',
      sentDaysAgo: 1,
    },
    {
      id: firstId + 1,
      title: 'Desafios da mobilidade urbana nas grandes cidades',
      description: null,
      status: 'on revision',
      institutionId: 1,
      file: 'mobilidade-urbana.jpg',
      sentDaysAgo: 4,
    },
    {
      id: firstId + 2,
      title: 'Democratização do acesso ao cinema no Brasil',
      description: 'Segunda versão, depois da aula de repertório.',
      status: 'has error',
      institutionId: 6,
      file: 'cinema-brasil.png',
      errorDetails: 'O arquivo enviado está ilegível. Envie uma digitalização com melhor resolução.',
      sentDaysAgo: 9,
    },
    {
      id: firstId + 3,
      title: 'A importância da vacinação em massa no Brasil',
      description: 'Tema cobrado pela FGV em 2023.',
      status: 'revised',
      institutionId: 2,
      file: 'vacinacao-em-massa.pdf',
      grade: 880,
      sentDaysAgo: 21,
    },
    {
      id: firstId + 4,
      title: 'Caminhos para combater a insegurança alimentar',
      description: null,
      status: 'revised',
      institutionId: 4,
      file: 'inseguranca-alimentar.webp',
      grade: 720,
      sentDaysAgo: 45,
    },
  ];
  return seeds.map((seed) => {
    const institution = institutions.find((i) => i.id === seed.institutionId) ?? null;
    return {
      id: seed.id,
      kind: 'essay',
      title: seed.title,
      description: seed.description,
      status: seed.status,
      institution_id: institution?.id ?? null,
      institution,
      file_name: seed.file,
      user_proposal_file_name: seed.proposal ?? null,
      revision_teacher_id: seed.status === 'waiting revision' ? null : 77,
      grade: seed.grade ?? null,
      error_details: seed.errorDetails ?? null,
      created_at: daysAgo(seed.sentDaysAgo),
      updated_at: daysAgo(Math.max(0, seed.sentDaysAgo - 2)),
    };
  });
}
