/** Constants of the commerce area (spec 3); the shared ones come from shared-contracts. */

/** The area's name: query keys start with it, and its services log under it (spec 3 §8). */
export const AREA_NAME = 'mfe-commerce';

/** Height (px) of a card's bonus list or description box; 'E mais' appears when the content overflows it. */
export const CARD_BODY_MAX_HEIGHT = 96;
/** Resize debounce (spec 3 §9). */
export const RESIZE_DEBOUNCE_MS = 200;
/** Label of the read-more cue on a card. */
export const READ_MORE_LABEL = 'E mais';
export const BUY_LABEL = 'Compre agora';
export const BUY_FREE_LABEL = 'Inscreva-se agora';
export const FREE_AMOUNT_LABEL = 'Grátis';

/** Error shown when a category of the catalogue cannot be fetched (spec 3 §7, §8). */
export const CATEGORY_FETCH_ERROR = 'Falha ao buscar pelo category ID';

/** Upselling (spec 3 §2). */
export const EARLY_RENEWAL_TITLE = 'Renovação Antecipada';
export const CURRENT_PLAN_LABEL = 'Este é o seu plano atual';
export const UPSELLING_EMPTY_TEXT = 'Nenhum produto disponível no momento';
/** Carousel breakpoints: slides per view from a minimum width in px (spec 3 §2). */
export const UPSELLING_CAROUSEL_BREAKPOINTS: ReadonlyArray<{ minWidth: number; slides: number }> = [
  { minWidth: 360, slides: 1 },
  { minWidth: 768, slides: 2 },
  { minWidth: 1660, slides: 3 },
];

/** Where cancellation requests go (spec 3 §9 names an e-mail without giving it). */
export const CANCELLATION_EMAIL = 'cancelamento@exemplo.com.br';
/** Bank-slip refunds are paid within this many business days after the bank data is accepted (spec 3 §9). */
export const BOLETO_REFUND_BUSINESS_DAYS = 20;

/** Area routes (ARCHITECTURE §2 ownership table). */
export const ROUTES = {
  catalogue: '/cursos',
  cart: '/cursos/carrinho',
  checkout: '/cursos/checkout',
  maintenance: '/cursos/manutencao',
  coursesForYou: '/cursos-para-voce',
  upselling: '/garanta-acesso-completo',
  profile: '/meu-perfil',
  purchases: '/minhas-compras',
  cancelPurchases: '/cancelar-compras',
  course: (slug: string) => `/curso/${slug}`,
  category: (slug: string) => `/cursos/${slug}`,
  search: (term: string) => `/cursos/busca/${encodeURIComponent(term)}`,
  success: (order: string) => `/cursos/sucesso/${encodeURIComponent(order)}`,
  recurrence: (id: number | string) => `/recorrencia/${encodeURIComponent(String(id))}`,
  recurrenceSuccess: (id: number | string) => `/cursos/sucesso/recorrencia/${encodeURIComponent(String(id))}`,
} as const;

/** Cart vouchers (spec 3 §4, §5): what the student reads after applying or removing a code. */
export const VOUCHER_MESSAGES = {
  empty: 'Digite o código do cupom.',
  notFound: 'Cupom não encontrado. Confira o código digitado.',
  expired: 'Este cupom expirou e não pode mais ser usado.',
  inapplicable: 'Este cupom não se aplica a nenhum produto do carrinho.',
  alreadyApplied: 'Este cupom já está aplicado.',
  failed: 'Não foi possível verificar o cupom agora. Tente novamente.',
  applied: (code: string, count: number) =>
    `Cupom ${code} aplicado a ${count} ${count === 1 ? 'produto' : 'produtos'}.`,
  automatic: (code: string) => `Cupom automático ${code} aplicado ao seu carrinho.`,
  removed: (code: string) => `Cupom ${code} removido.`,
} as const;

/** Server tags of the voucher answers (the dev BFF's; the spec shows none). */
export const VOUCHER_TAGS = { notFound: 'VOUCHER.NOT_FOUND', expired: 'VOUCHER.EXPIRED' } as const;

/** Checkout (spec 3 §5, §8): the messages the buyer reads. */
export const CHECKOUT_MESSAGES = {
  invalidZip: 'CEP inválido',
  cpfExists: 'CPF já cadastrado',
  invalidCpf: 'CPF inválido',
  zipLookupFailed: 'Não foi possível buscar o CEP agora. Preencha o endereço.',
  addressIncomplete: 'Preencha o endereço completo.',
  chooseMethod: 'Escolha a forma de pagamento.',
  chooseCard: 'Escolha um cartão salvo ou adicione um novo.',
  invalidCardNumber: 'Número do cartão inválido',
  invalidExpiration: 'Validade inválida (use MM/AA)',
  invalidCvv: 'CVV inválido',
  holderRequired: 'Informe o nome impresso no cartão',
  cardSaveFailed: 'Não foi possível salvar o cartão. Confira os dados e tente novamente.',
  cardDeleteFailed: 'Não foi possível excluir o cartão. Tente novamente.',
  orderFailed: 'Não foi possível concluir a compra. Tente novamente.',
  signIn: 'Entre na sua conta para finalizar a compra.',
  paymentMethodsFailed: 'Não foi possível carregar as formas de pagamento.',
  pixNotice: 'O código Pix copia e cola aparece depois de confirmar a compra.',
  boletoNotice: 'A linha digitável do boleto aparece depois de confirmar a compra.',
} as const;

/** Server tags the checkout reads (spec 3 §8). */
export const CHECKOUT_TAGS = {
  invalidZip: 'ADDRESS.INVALID_ZIPCODE',
  cpfExists: 'USER.CPF_ALREADY_EXISTS',
} as const;

/** The flag that puts the store under maintenance (spec 1 §2: the catalogue guard sends to /cursos/manutencao). */
export const MAINTENANCE_ECOMMERCE_FLAG = 'maintenance_ecommerce';

/** Missing arguments of the product calls (spec 3 §5). */
/**
 * The root of the /bff/catalogs tree (the store's 'todos' catalogue; it has no parent, sent as 0): its
 * children are the categories of the student's vertical, and search v2 looks through it.
 */
export const CATALOG_ROOT = { parentId: 0, id: 8 } as const;

export const CATALOGUE_ARGUMENT_ERRORS = {
  byId: 'getById requires an id',
  byIds: 'getByIds requires at least one id',
} as const;
