import type { EssayTemplate, ReportType, VerticalId } from 'shared-contracts';

/** Why a comment can be reported (GET /v3/social/report-types). */
export const REPORT_TYPES: readonly ReportType[] = [
  { id: 1, name: 'Conteúdo ofensivo ou discurso de ódio' },
  { id: 2, name: 'Spam ou propaganda' },
  { id: 3, name: 'Informação incorreta' },
  { id: 4, name: 'Compartilhamento de material protegido' },
  { id: 5, name: 'Outro motivo' },
];

/** The teachers who correct essays (revision_teacher_id → name). */
export const REVISION_TEACHERS: Readonly<Record<number, { id: number; name: string }>> = {
  77: { id: 77, name: 'Profa. Helena Duarte' },
  78: { id: 78, name: 'Prof. Otávio Ramos' },
};

/** The sample template files of each vertical: file name and title. */
const TEMPLATES: Readonly<Record<VerticalId, readonly { file: string; name: string }[]>> = {
  concursos: [
    { file: 'folha-de-redacao-concursos.pdf', name: 'Folha de redação – Concursos (30 linhas)' },
    { file: 'modelo-dissertativo-cebraspe.pdf', name: 'Modelo de texto dissertativo – Cebraspe' },
  ],
  medicina: [{ file: 'folha-de-resposta-residencia.pdf', name: 'Folha de resposta – Residência médica' }],
  militares: [{ file: 'folha-de-redacao-espcex.pdf', name: 'Folha de redação – EsPCEx' }],
  oab: [
    { file: 'folha-peca-profissional-oab.pdf', name: 'Folha de peça profissional – OAB 2ª Fase' },
    { file: 'folha-questoes-oab.pdf', name: 'Folha de questões discursivas – OAB 2ª Fase' },
  ],
  vestibulares: [
    { file: 'folha-de-redacao-enem.pdf', name: 'Folha de redação – ENEM' },
    { file: 'folha-de-redacao-fuvest.pdf', name: 'Folha de redação – Fuvest' },
  ],
  'carreiras-juridicas': [
    { file: 'folha-de-redacao-carreiras-juridicas.pdf', name: 'Folha de redação – Carreiras jurídicas' },
  ],
};

/** The templates of a vertical, with the URL that serves them. */
export function essayTemplatesFor(vertical: VerticalId): EssayTemplate[] {
  return TEMPLATES[vertical].map(({ file, name }) => ({
    name,
    url: `/v3/redacoes/templates/${vertical}/${file}`,
  }));
}

/** The bytes of a template file (a minimal PDF naming it), or null when the vertical has no such file. */
export function templateFile(vertical: string, file: string): Buffer | null {
  const templates: readonly { file: string; name: string }[] =
    (TEMPLATES as Readonly<Record<string, readonly { file: string; name: string }[]>>)[vertical] ?? [];
  const found = templates.find((template) => template.file === file);
  if (!found) return null;
  return Buffer.from(`%PDF-1.4\n% ${found.name}\n%%EOF\n`, 'utf8');
}

/** The essays page content of each institution (GET /v3/contents/get/redacoes-{institution_id}). */
export function essayPageContents(): Readonly<Record<number, { title: string; text: string }>> {
  return {
    1: {
      title: 'Redação Cebraspe',
      text: 'Texto dissertativo de até 30 linhas. A banca avalia apresentação, estrutura textual e desenvolvimento do tema; cada erro gramatical desconta da nota.',
    },
    6: {
      title: 'Redação ENEM',
      text: 'Texto dissertativo-argumentativo de até 30 linhas com proposta de intervenção que respeite os direitos humanos. Cinco competências, 200 pontos cada.',
    },
  };
}
