import { renderContentTemplate } from './render-content-template';
import { extractContentText } from './extract-content-text';

describe('renderContentTemplate', () => {
  it('substitutes {{quantity}}', () => {
    expect(renderContentTemplate('Você tem {{quantity}} cadernos', { quantity: 3 })).toBe(
      'Você tem 3 cadernos',
    );
    expect(renderContentTemplate('{{ quantity }} de {{quantity}}', { quantity: '2' })).toBe('2 de 2');
  });

  it("returns '' for non-string text", () => {
    expect(renderContentTemplate(undefined, { quantity: 1 })).toBe('');
    expect(renderContentTemplate(null)).toBe('');
    expect(renderContentTemplate({ text: 'x' })).toBe('');
    expect(renderContentTemplate(12)).toBe('');
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(renderContentTemplate('{{quantity}} itens')).toBe('{{quantity}} itens');
  });
});

describe('extractContentText', () => {
  it('reads the usual body shapes', () => {
    expect(extractContentText({ data: 'texto' })).toBe('texto');
    expect(extractContentText({ data: { text: 'texto' } })).toBe('texto');
    expect(extractContentText({ data: { content: 'texto' } })).toBe('texto');
    expect(extractContentText('texto')).toBe('texto');
    expect(extractContentText({ data: { other: 1 } })).toBeUndefined();
    expect(extractContentText(null)).toBeUndefined();
  });
});
