import type {
  AutomaticVoucher,
  CustomerCard,
  PostalAddress,
  PostSaleAction,
  Recurrence,
  Voucher,
} from 'shared-contracts';

/** The seeded student ids (seed-students.ts). */
export const ANA_ID = 0x3f0;
export const BRUNO_ID = 0x3ff;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const voucher = (override: Partial<Voucher> & Pick<Voucher, 'code'>): Voucher => ({
  products_ids: [],
  lots_ids: [],
  free_product_ids: [],
  forbidden_products_ids: [],
  forbidden_lots_ids: [],
  product_with_lots_ids: [],
  discount_percent: 10,
  expires_at: null,
  ...override,
});

/**
 * Voucher codes covering each rule of spec 3 §5:
 * - PORTUGUES20: one product (Português para Concursos, 1011), 20 %;
 * - RESIDENCIA15: one lot (the Extensivo R1 early lot, 20011), 15 % (medicina);
 * - PACOTEPF10: a product with lots (Pacote PF, 1004), 10 %;
 * - BEMVINDO10: store-wide, except the questions plans (1001, 1002) and the Caixa lot (10091);
 * - DISCURSIVAS50: lists Discursivas e Redação (1017), which does not allow vouchers, as free, 50 %;
 * - REDACAO5: the Redação Nota 1000 lot (50021), which is voucher-disabled: never applies;
 * - EXPIRADO: ended yesterday.
 */
export function seedVouchers(): Voucher[] {
  return [
    voucher({ code: 'PORTUGUES20', products_ids: [1011], discount_percent: 20, expires_at: daysFromNow(60) }),
    voucher({ code: 'RESIDENCIA15', lots_ids: [20011], discount_percent: 15 }),
    voucher({ code: 'PACOTEPF10', product_with_lots_ids: [1004], discount_percent: 10 }),
    voucher({
      code: 'BEMVINDO10',
      forbidden_products_ids: [1001, 1002],
      forbidden_lots_ids: [10091],
      discount_percent: 10,
    }),
    voucher({ code: 'DISCURSIVAS50', free_product_ids: [1017], discount_percent: 50 }),
    voucher({ code: 'REDACAO5', lots_ids: [50021], discount_percent: 5 }),
    voucher({ code: 'EXPIRADO', discount_percent: 30, expires_at: daysFromNow(-1) }),
  ];
}

/** The automatic voucher: 5 % off the questions plans in a cart of R$ 1.500,00 or more. */
export function seedAutomaticVoucher(): AutomaticVoucher {
  return {
    ...voucher({ code: 'AUTO5', products_ids: [1001, 1002, 1101], discount_percent: 5 }),
    min_amount_spent: 150000,
  };
}

/** Order bumps: a product offered beside one in the cart, at a bump price (cents). */
export interface SeedOrderBump {
  cart_product_id: number;
  bump_product_id: number;
  price: number;
}

export function seedOrderBumps(): SeedOrderBump[] {
  return [
    { cart_product_id: 1004, bump_product_id: 1019, price: 9900 },
    { cart_product_id: 1011, bump_product_id: 1012, price: 14900 },
    { cart_product_id: 1010, bump_product_id: 1015, price: 4900 },
    { cart_product_id: 2001, bump_product_id: 2004, price: 39900 },
  ];
}

/** Known CEPs (digits); any other 8 digits is 'CEP inválido'. */
export const ZIP_CODES: Record<string, Omit<PostalAddress, 'number' | 'complement'>> = {
  '01310100': {
    zip_code: '01310-100',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  '20040020': {
    zip_code: '20040-020',
    street: 'Avenida Rio Branco',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
  '70040010': {
    zip_code: '70040-010',
    street: 'SBN Quadra 1',
    neighborhood: 'Asa Norte',
    city: 'Brasília',
    state: 'DF',
  },
  '30130010': {
    zip_code: '30130-010',
    street: 'Avenida Afonso Pena',
    neighborhood: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
  },
  '40020000': {
    zip_code: '40020-000',
    street: 'Avenida Sete de Setembro',
    neighborhood: 'Centro',
    city: 'Salvador',
    state: 'BA',
  },
};

/** A CPF already registered to Bruno: any other student giving it reads 'CPF já cadastrado'. */
export const REGISTERED_CPF = '11144477735';

/** What the customer record holds: CPF and address (card numbers are never kept, only brand + last four). */
export interface SeedCustomer {
  cpf: string | null;
  address: PostalAddress | null;
}

export function seedCustomers(): Record<number, SeedCustomer> {
  return { [BRUNO_ID]: { cpf: REGISTERED_CPF, address: null } };
}

export function seedCards(): Record<number, CustomerCard[]> {
  return {
    [ANA_ID]: [
      {
        id: 'card_ana_visa',
        brand: 'Visa',
        last_digits: '1111',
        holder_name: 'ANA P SOUZA',
        expiration: '08/31',
      },
    ],
  };
}

/** Recurrences (subscriptions on a card) with their owner. */
export interface SeedRecurrence {
  student_id: number;
  recurrence: Recurrence;
}

export function seedRecurrences(): SeedRecurrence[] {
  return [
    {
      student_id: ANA_ID,
      recurrence: {
        id: 501,
        product: {
          id: 1001,
          name: 'Assinatura Anual – Sistema de Questões',
          slug: 'assinatura-anual-sistema-de-questoes',
        },
        status: 'overdue',
        amount: 4990,
        next_charge_at: daysFromNow(-2),
        card: { brand: 'Mastercard', last_digits: '0002' },
      },
    },
  ];
}

/** The post-sale action a new order of a plan gets (choose a mentor), by kind. */
export function postSaleActionFor(id: number): PostSaleAction {
  return {
    id,
    details: {
      title: 'Escolha seu mentor',
      description: 'Selecione o mentor que vai acompanhar seu plano de estudos nas próximas semanas.',
      kind: 'choose-mentor',
    },
    completion: { completed: false, completed_at: null },
  };
}
