import { extensionOf, isAllowedFile, isFileLike } from './file-rules';

describe('isAllowedFile', () => {
  it.each(['redacao.pdf', 'foto.PNG', 'scan.jpg', 'scan.JPEG', 'imagem.webp', 'meu.arquivo.final.pdf'])(
    'accepts %s',
    (name) => {
      expect(isAllowedFile({ name })).toBe(true);
    },
  );

  it.each(['redacao.docx', 'foto.gif', 'pdf', 'arquivo.', '.pdf', 'arquivo.pdf.exe'])(
    'refuses %s',
    (name) => {
      expect(isAllowedFile({ name })).toBe(false);
    },
  );
});

it('reads extensions', () => {
  expect(extensionOf('a.b.JPG')).toBe('jpg');
  expect(extensionOf('semextensao')).toBe('');
});

it('recognises files by shape', () => {
  expect(isFileLike(new File(['x'], 'a.pdf'))).toBe(true);
  expect(isFileLike({ name: 'a.pdf' })).toBe(false);
  expect(isFileLike('a.pdf')).toBe(false);
  expect(isFileLike(null)).toBe(false);
});
