import { EMPTY_ESSAY_DRAFT } from './essay-draft-atom';
import { FILE_REQUIRED_MESSAGE, TITLE_REQUIRED_MESSAGE, validateEssayDraft } from './validate-essay-draft';

it('requires a title that is not only spaces and an essay file', () => {
  expect(validateEssayDraft({ ...EMPTY_ESSAY_DRAFT, title: '   ' })).toEqual({
    title: TITLE_REQUIRED_MESSAGE,
    file: FILE_REQUIRED_MESSAGE,
  });
});

it('accepts a draft with title and file, description and institution being optional', () => {
  expect(validateEssayDraft({ ...EMPTY_ESSAY_DRAFT, title: 'Tema', file: new File(['x'], 'r.pdf') })).toEqual(
    {},
  );
});
