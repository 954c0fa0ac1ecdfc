import { VERTICAL_IDS, type LdiBlock, type LdiTeacher, type VerticalId } from 'shared-contracts';
import { COURSES_BY_VERTICAL, type CourseSeed } from './catalog-seed';

export interface SeededItem {
  id: number;
  title: string;
  position: number;
  blocks: LdiBlock[];
}

export interface SeededChapter {
  id: number;
  title: string;
  position: number;
  items: SeededItem[];
}

/** A course of the seed with its whole document (chapters → items → blocks). */
export interface SeededCourse {
  id: number;
  slug: string;
  title: string;
  description: string;
  teachers: LdiTeacher[];
  vertical: VerticalId;
  chapters: SeededChapter[];
}

/** A block before it gets its id and position (Omit that keeps the union's variants apart). */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type BlockDraft = DistributiveOmit<LdiBlock, 'id' | 'position'>;

/** Hand-written first chapter of the flagship course, so the reader shows real study text. */
function direitosFundamentaisBlocks(itemPosition: number): BlockDraft[] | null {
  if (itemPosition === 1) {
    return [
      {
        type: 'text',
        content:
          '<h3>Conceito e características</h3>' +
          '<p>Os <strong>direitos fundamentais</strong> são os direitos do ser humano reconhecidos e positivados na Constituição. ' +
          'Estão concentrados no Título II da Constituição Federal de 1988 (arts. 5º a 17), mas o rol não é taxativo: ' +
          'o § 2º do art. 5º admite outros decorrentes do regime, dos princípios e dos tratados internacionais.</p>' +
          '<ul><li><strong>Historicidade</strong>: surgem e se transformam ao longo da história;</li>' +
          '<li><strong>Relatividade</strong>: nenhum direito fundamental é absoluto;</li>' +
          '<li><strong>Inalienabilidade</strong> e <strong>imprescritibilidade</strong>;</li>' +
          '<li><strong>Aplicabilidade imediata</strong> (art. 5º, § 1º).</li></ul>' +
          '<blockquote class="callout callout-se-liga"><p>A banca adora afirmar que o direito à vida é absoluto. Não é: a própria Constituição admite a pena de morte em caso de guerra declarada (art. 5º, XLVII, a).</p></blockquote>',
      },
      {
        type: 'youtube',
        video: {
          title: 'Direitos Fundamentais: características em 15 minutos',
          source: 'M7lc1UVf-VE',
          duration: 912,
        },
      },
      {
        type: 'pdfMyDocuments',
        file: {
          name: 'Mapa mental - Direitos Fundamentais.pdf',
          url: '/static-bff/arquivos/mapa-direitos-fundamentais.pdf',
          size: 482133,
        },
      },
    ];
  }
  if (itemPosition === 2) {
    return [
      { type: 'text', content: '<p>Resolva as questões abaixo antes de ver o comentário do professor.</p>' },
      {
        type: 'question',
        question: {
          id: 70001,
          statement:
            '<p>Julgue o item a seguir.</p><p>O direito à vida, previsto no <em>caput</em> do art. 5º da Constituição Federal, é absoluto e não admite qualquer forma de restrição.</p>',
          source: 'CEBRASPE 2021 - PF - Agente de Polícia Federal',
          alternatives: [
            { id: 700011, letter: 'C', body: 'Certo' },
            { id: 700012, letter: 'E', body: 'Errado' },
          ],
        },
      },
      {
        type: 'question',
        question: {
          id: 70002,
          statement:
            '<p>Segundo a Constituição Federal, as normas definidoras dos direitos e garantias fundamentais têm</p>',
          source: 'FGV 2022 - TJDFT - Analista Judiciário',
          alternatives: [
            { id: 700021, letter: 'A', body: 'aplicação imediata.' },
            { id: 700022, letter: 'B', body: 'eficácia condicionada à edição de lei complementar.' },
            { id: 700023, letter: 'C', body: 'aplicação restrita aos brasileiros natos.' },
            { id: 700024, letter: 'D', body: 'eficácia limitada de princípio programático.' },
            { id: 700025, letter: 'E', body: 'aplicação apenas nas relações entre o Estado e o particular.' },
          ],
        },
      },
      {
        type: 'notebook',
        notebook: { id: 101, name: 'Direito Constitucional - Direitos Fundamentais', questions_number: 60 },
      },
    ];
  }
  return null;
}

function genericBlocks(
  seed: CourseSeed,
  topic: string,
  chapterPosition: number,
  itemPosition: number,
  courseSlug: string,
): BlockDraft[] {
  const videoType: 'youtube' | 'vimeo' | 'videoMyDocuments' =
    chapterPosition === 1 ? 'youtube' : chapterPosition === 2 ? 'vimeo' : 'videoMyDocuments';
  const videoSource =
    videoType === 'youtube'
      ? 'M7lc1UVf-VE'
      : videoType === 'vimeo'
        ? '76979871'
        : `/static-bff/videos/${courseSlug}-${chapterPosition}.mp4`;
  if (itemPosition === 1) {
    return [
      {
        type: 'text',
        content:
          `<h3>${topic}</h3>` +
          `<p>Neste item estudamos <strong>${topic}</strong>, um dos temas de ${seed.discipline} mais cobrados nas provas recentes. ` +
          'Leia a teoria com atenção e, em seguida, resolva as questões comentadas.</p>' +
          `<ul><li>Conceito e fundamentos;</li><li>Pontos de atenção apontados pelas bancas;</li><li>Exceções e entendimentos mais cobrados.</li></ul>` +
          '<blockquote class="callout callout-bizu"><p>Revise este item em 24 horas e novamente em 7 dias para fixar o conteúdo.</p></blockquote>',
      },
      {
        type: videoType,
        video: { title: `Aula: ${topic}`, source: videoSource, duration: 600 + chapterPosition * 180 },
      },
      {
        type: 'pdfMyDocuments',
        file: {
          name: `Resumo - ${topic}.pdf`,
          url: `/static-bff/arquivos/${courseSlug}-${chapterPosition}.pdf`,
          size: 250000 + chapterPosition * 31000,
        },
      },
    ];
  }
  if (itemPosition === 2) {
    return [
      {
        type: 'text',
        content: `<p>Questões selecionadas sobre ${topic}. Responda antes de consultar o gabarito.</p>`,
      },
      {
        type: 'question',
        question: {
          id: 0,
          statement: `<p>Julgue o item a seguir, relativo a ${topic}.</p><p>O tema admite exceções previstas em lei, e as bancas costumam cobrar justamente essas exceções.</p>`,
          source: `Questão inédita - ${seed.discipline}`,
          alternatives: [
            { id: 0, letter: 'C', body: 'Certo' },
            { id: 0, letter: 'E', body: 'Errado' },
          ],
        },
      },
      { type: 'notebook', notebook: { id: 0, name: `${seed.discipline} - ${topic}`, questions_number: 25 } },
    ];
  }
  return [
    {
      type: 'cast',
      cast: {
        album_id: 0,
        album_image_url: null,
        track: {
          id: 0,
          title: `Resumo em áudio: ${topic}`,
          duration: 420 + chapterPosition * 60,
          teachers: seed.teachers.map(({ name }) => ({ name })),
        },
      },
    },
    {
      type: 'tiptap',
      content: `<p>Ouça o resumo de <strong>${topic}</strong> no trajeto ou antes de dormir: revisar pelo áudio ajuda a fixar o conteúdo.</p>`,
    },
    {
      type: 'rangeLdiLinks',
      links: [{ title: `Voltar ao início de ${seed.title}`, url: `/ldi/${courseSlug}` }],
    },
  ];
}

const ITEM_TITLES = ['teoria', 'questões comentadas', 'resumo em áudio'] as const;

/**
 * Builds a course: ids are positional (course 1000+, chapter = course·10 + n, item = chapter·10 + n,
 * block = item·10 + n), so they are stable across resets and readable in URLs.
 */
export function buildCourse(seed: CourseSeed, vertical: VerticalId, id: number): SeededCourse {
  const chapters = seed.topics.map((topic, chapterIndex): SeededChapter => {
    const chapterId = id * 10 + chapterIndex + 1;
    return {
      id: chapterId,
      title: topic,
      position: chapterIndex + 1,
      items: ITEM_TITLES.map((suffix, itemIndex): SeededItem => {
        const itemId = chapterId * 10 + itemIndex + 1;
        const handWritten = seed.slug === 'direito-constitucional-para-concursos' && chapterIndex === 0;
        const raw =
          (handWritten ? direitosFundamentaisBlocks(itemIndex + 1) : null) ??
          genericBlocks(seed, topic, chapterIndex + 1, itemIndex + 1, seed.slug);
        const blocks = raw.map((block, blockIndex) => {
          const blockId = itemId * 10 + blockIndex + 1;
          const withIds = { ...block, id: blockId, position: blockIndex + 1 } as LdiBlock;
          // Generated questions, notebooks and tracks get ids derived from their block.
          if (withIds.type === 'question' && withIds.question.id === 0) {
            withIds.question = {
              ...withIds.question,
              id: blockId,
              alternatives: withIds.question.alternatives.map((alternative, index) => ({
                ...alternative,
                id: blockId * 10 + index + 1,
              })),
            };
          }
          if (withIds.type === 'notebook' && withIds.notebook.id === 0)
            withIds.notebook = { ...withIds.notebook, id: blockId };
          if (withIds.type === 'cast' && withIds.cast.track.id === 0) {
            withIds.cast = { ...withIds.cast, album_id: id, track: { ...withIds.cast.track, id: blockId } };
          }
          return withIds;
        });
        return { id: itemId, title: `${topic}: ${suffix}`, position: itemIndex + 1, blocks };
      }),
    };
  });
  return {
    id,
    slug: seed.slug,
    title: seed.title,
    description: seed.description,
    teachers: seed.teachers,
    vertical,
    chapters,
  };
}

/** Every seeded course of every vertical. */
export function seedCourses(): SeededCourse[] {
  const courses: SeededCourse[] = [];
  VERTICAL_IDS.forEach((vertical, verticalIndex) => {
    COURSES_BY_VERTICAL[vertical].forEach((seed, index) => {
      courses.push(buildCourse(seed, vertical, 1000 + verticalIndex * 10 + index + 1));
    });
  });
  return courses;
}
