export const SEARCH_LABEL = 'Pesquisar na plataforma';
export const SEARCH_PLACEHOLDER = 'O que você quer estudar hoje?';
export const SEARCH_FIELD_ID = 'shell-search';

export const searchFieldCss = {
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid rgba(127,127,127,0.45)',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
} as const;
