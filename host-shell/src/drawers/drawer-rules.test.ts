import {
  canDecreaseDuration,
  canRename,
  canSubmitName,
  childFolderPath,
  decreaseDuration,
  drawerDraftKey,
  duplicateExamErrorMessage,
  duplicateName,
  duplicateNote,
  formatDuration,
  GENERIC_ERROR,
  increaseDuration,
  isCleanName,
  parentPath,
  parseQuestionIds,
  removedCharactersNote,
  removedFromName,
  sanitizeName,
  shareLink,
} from './drawer-rules';

describe('names (spec 1 §5)', () => {
  it('keeps letters, digits, Portuguese accents, the allowed accents/quotes and spaces; drops the rest', () => {
    expect(sanitizeName('Revisão 2025: "ação" d\'água <b>!')).toBe('Revisão 2025 "ação" d\'água b');
    expect(sanitizeName('Çãõ éíú ´`^~¨')).toBe('Çãõ éíú ´`^~¨');
    expect(sanitizeName('a/b\\c@d#e\n')).toBe('abcde');
  });

  it('truncates to 100 characters', () => {
    expect(sanitizeName('x'.repeat(130))).toHaveLength(100);
  });

  it('submit is disabled while loading or when blank after trimming', () => {
    expect(canSubmitName('   ', false)).toBe(false);
    expect(canSubmitName('Caderno', true)).toBe(false);
    expect(canSubmitName(' Caderno ', false)).toBe(true);
  });

  it('a folder path turns spaces into underscores', () => {
    expect(childFolderPath('base.Revisão_final', ' Minha pasta nova ')).toBe(
      'base.Revisão_final.Minha_pasta_nova',
    );
    expect(parentPath('base.A.B')).toBe('base.A');
    expect(parentPath('base.A')).toBe('base');
  });

  it('shared items are never renamed; a notebook only by its owner', () => {
    expect(canRename({ tag: 'SHARED_NOTEBOOK', student_id: 1 }, 1)).toBe(false);
    expect(canRename({ tag: 'SHARED_STUDENT_EXAM', student_id: 1 }, 1)).toBe(false);
    expect(canRename({ tag: 'MY_NOTEBOOK', student_id: 2 }, 1)).toBe(false);
    expect(canRename({ tag: 'MY_NOTEBOOK', student_id: 1 }, 1)).toBe(true);
    expect(canRename({ tag: 'FOLDER', student_id: 1 }, 1)).toBe(true);
  });

  it("duplicates default to 'Cópia de ' plus the name, within 100 characters", () => {
    expect(duplicateName('Simulado TJ-SP')).toBe(
      'Cópia de SimuladoTJSP'.replace('SimuladoTJSP', 'Simulado TJSP'),
    );
    expect(duplicateName('y'.repeat(100))).toHaveLength(100);
  });
});

describe('exam duration (spec 1 §5, §9)', () => {
  it('steps of 900 s, decreasing only while above 900 s', () => {
    expect(increaseDuration(3600)).toBe(4500);
    expect(decreaseDuration(3600)).toBe(2700);
    expect(decreaseDuration(900)).toBe(900);
    expect(canDecreaseDuration(900)).toBe(false);
    expect(canDecreaseDuration(1800)).toBe(true);
  });

  it('is shown in hours and minutes', () => {
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(5400)).toBe('1h 30min');
    expect(formatDuration(900)).toBe('15min');
  });
});

describe('duplicate exam', () => {
  it('the note says which questions are kept', () => {
    const none = { wrong_answers: false, correct_answers: false, not_answered: false };
    expect(duplicateNote(none)).toBe('Todas as questões do simulado serão mantidas.');
    expect(duplicateNote({ ...none, wrong_answers: true, correct_answers: true })).toBe(
      'Serão mantidas apenas as questões resolvidas (acertos e erros).',
    );
    expect(duplicateNote({ ...none, wrong_answers: true })).toBe(
      'Serão mantidas apenas as questões que você errou.',
    );
    expect(duplicateNote({ ...none, correct_answers: true })).toBe(
      'Serão mantidas apenas as questões que você acertou.',
    );
    expect(duplicateNote({ ...none, not_answered: true })).toBe(
      'Serão mantidas apenas as questões não respondidas.',
    );
  });

  it('error: the server message, else the client one (not the generic 400), else the generic text', () => {
    expect(
      duplicateExamErrorMessage({ serverMessage: 'Sem questões.', clientMessage: 'x', status: 400 }),
    ).toBe('Sem questões.');
    expect(
      duplicateExamErrorMessage({ serverMessage: null, clientMessage: 'Failed to fetch', status: null }),
    ).toBe('Failed to fetch');
    expect(
      duplicateExamErrorMessage({
        serverMessage: null,
        clientMessage: 'Request failed with status code 400 Bad Request',
        status: 400,
      }),
    ).toBe(GENERIC_ERROR);
    expect(duplicateExamErrorMessage({ serverMessage: null, clientMessage: null, status: 500 })).toBe(
      GENERIC_ERROR,
    );
  });
});

describe('add questions by ID and share', () => {
  it('strips whitespace and reads digit groups separated by semicolons', () => {
    expect(parseQuestionIds(' 50001 ; 50002;\n50003 ;; ')).toEqual([50001, 50002, 50003]);
    expect(parseQuestionIds('5 0 0 0 1')).toEqual([50001]);
    expect(parseQuestionIds(' ; abc ')).toEqual([]);
  });

  it('links notebooks to /cadernos/{id} and exams to /simulados/{id}', () => {
    expect(shareLink('http://x', { id: 7, tag: 'MY_NOTEBOOK' })).toBe(
      'http://x/cadernos-e-simulados/cadernos/7',
    );
    expect(shareLink('http://x', { id: 9, tag: 'SHARED_STUDENT_EXAM' })).toBe(
      'http://x/cadernos-e-simulados/simulados/9',
    );
  });
});

describe('what a name field drops, said to the student (spec 1 §5)', () => {
  it('names each dropped character once, in the order typed', () => {
    expect(removedFromName('Português / FGV: 2025/2026')).toBe('/:');
    expect(removedFromName('Revisão "ação" d\'água')).toBe('');
  });

  it('the note lists the visible ones last, and still speaks when only invisible ones were dropped', () => {
    expect(removedCharactersNote('/:')).toBe(
      'Use apenas letras, números, acentos, aspas e espaços. Removidos: / :',
    );
    expect(removedCharactersNote('\t')).toBe(
      'Caracteres não permitidos foram removidos. Use apenas letras, números, acentos, aspas e espaços.',
    );
  });

  it('a stored draft name is taken back only when the field would keep it as it is', () => {
    expect(isCleanName('Revisão de crase')).toBe(true);
    expect(isCleanName('a/b')).toBe(false);
    expect(isCleanName('x'.repeat(101))).toBe(false);
    expect(isCleanName(42)).toBe(false);
  });
});

describe('drawer draft keys', () => {
  const notebook = { id: 101, name: 'Crase', path: 'base', tag: 'MY_NOTEBOOK' as const, student_id: 1008 };
  const exam = { id: 101, name: 'TJ', path: 'base', tag: 'MY_STUDENT_EXAM' as const, student_id: 1008 };

  it('creates: per kind and the folder they were opened in (the root when none), apart from a selection', () => {
    expect(drawerDraftKey({ kind: 'create-notebook' })).toBe('drawer:create-notebook:base');
    expect(drawerDraftKey({ kind: 'create-notebook', path: 'base' })).toBe('drawer:create-notebook:base');
    expect(drawerDraftKey({ kind: 'create-folder', path: 'base.Direito' })).toBe(
      'drawer:create-folder:base.Direito',
    );
    expect(drawerDraftKey({ kind: 'create-notebook', path: 'base', filters: [] })).toBe(
      'drawer:create-notebook:base:selecao',
    );
    expect(drawerDraftKey({ kind: 'create-exam', path: 'base' })).toBe('drawer:create-exam:base');
  });

  it('an exam created from a notebook: per notebook', () => {
    expect(drawerDraftKey({ kind: 'create-exam', path: 'base', item: notebook })).toBe(
      'drawer:create-exam:notebook:101',
    );
    expect(drawerDraftKey({ kind: 'create-exam', data: { notebook_id: 7 } })).toBe(
      'drawer:create-exam:notebook:7',
    );
  });

  it('duplicates and add-by-ID: per item, a notebook apart from an exam of the same id', () => {
    expect(drawerDraftKey({ kind: 'duplicate-notebook', item: notebook })).toBe(
      'drawer:duplicate-notebook:101',
    );
    expect(drawerDraftKey({ kind: 'duplicate-exam', item: exam })).toBe('drawer:duplicate-exam:101');
    expect(drawerDraftKey({ kind: 'add-questions-by-id', item: notebook })).toBe(
      'drawer:add-questions-by-id:notebook:101',
    );
    expect(drawerDraftKey({ kind: 'add-questions-by-id', item: exam })).toBe(
      'drawer:add-questions-by-id:exam:101',
    );
  });
});
