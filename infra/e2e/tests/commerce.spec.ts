import { expect, test, type Page } from './fixtures';
import { buy, commerceArea, fillBuyer } from './commerce-support';
import { hostUrl, resetBff, signIn } from './support';

/**
 * mfe-commerce as a buyer uses it (issue 15): two products in the cart, a voucher that fits one of them, an
 * unknown code, a saved card in 12 installments, a Pix order, 'CEP inválido', 'CPF já cadastrado', a
 * recurrence charged on a new card (announced on the account page), a plan bought from a buy link with its
 * mentor chosen after the sale, and a reload at every step that loses nothing.
 */

const area = commerceArea;
const cartLine = (page: Page, name: string | RegExp) =>
  area(page)
    .getByRole('list', { name: 'Produtos no carrinho' })
    .getByRole('listitem')
    .filter({ hasText: name });

test.beforeEach(async ({ page }) => {
  await resetBff(page);
});

async function applyVoucher(page: Page, code: string) {
  const field = area(page).getByRole('textbox', { name: 'Código do cupom' });
  await field.fill(code);
  await area(page).getByRole('button', { name: 'Aplicar cupom' }).click();
}

for (const { vertical, fits, other, code } of [
  {
    vertical: 'concursos',
    fits: { slug: 'portugues-para-concursos', name: 'Português para Concursos' },
    other: { slug: 'direito-constitucional-esquematizado', name: 'Direito Constitucional Esquematizado' },
    code: 'PORTUGUES20',
  },
  {
    vertical: 'medicina',
    fits: { slug: 'extensivo-residencia-medica-r1', name: 'Extensivo R1' },
    other: { slug: 'intensivo-revalida', name: 'Intensivo Revalida' },
    code: 'RESIDENCIA15',
  },
] as const) {
  test(`${vertical}: a voucher changes only the product it fits, an unknown code is explained, and a saved card in 12x pays`, async ({
    page,
  }) => {
    await signIn(page, '/cursos', { vertical });
    await expect(area(page)).toBeVisible({ timeout: 20_000 });
    await buy(page, vertical, fits.slug);
    await buy(page, vertical, other.slug);
    await expect(
      area(page).getByRole('list', { name: 'Produtos no carrinho' }).getByRole('listitem'),
    ).toHaveCount(2);
    const otherPrice = await cartLine(page, other.name).locator('strong').first().textContent();

    // an unknown code: the reason, and nothing changes
    await applyVoucher(page, 'NAOEXISTE');
    await expect(area(page).getByText('Cupom não encontrado. Confira o código digitado.')).toBeVisible();

    // a code that fits one product: only its price changes
    await applyVoucher(page, code);
    await expect(area(page).getByRole('status')).toHaveText(`Cupom ${code} aplicado a 1 produto.`);
    await expect(cartLine(page, fits.name).locator('s', { hasText: /^De R\$/ })).toBeVisible();
    await expect(cartLine(page, other.name).locator('s', { hasText: /^De R\$/ })).toHaveCount(0);
    await expect(cartLine(page, other.name).locator('strong').first()).toHaveText(otherPrice ?? '');

    // a reload keeps the cart and the voucher
    await page.reload();
    await expect(cartLine(page, fits.name).locator('s', { hasText: /^De R\$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(area(page).getByRole('list', { name: 'Cupons aplicados' })).toContainText(code);

    // checkout: an invalid CEP, then the address, a saved card in 12 installments
    await area(page).getByRole('link', { name: 'Finalizar compra' }).click();
    const a = area(page);
    await a.getByRole('textbox', { name: 'CEP' }).fill('00000000');
    await expect(a.getByText('CEP inválido')).toBeVisible();
    await fillBuyer(page, '529.982.247-25');
    await a.getByRole('radio', { name: 'Cartão de crédito' }).check();
    await a.getByRole('radio', { name: /Visa final 1111/ }).check();
    await a.getByRole('combobox', { name: 'Parcelas' }).selectOption('12');

    // a reload keeps what was filled in
    await page.reload();
    await expect(a.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25', { timeout: 20_000 });
    await expect(a.getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
    await expect(a.getByRole('radio', { name: /Visa final 1111/ })).toBeChecked();
    await expect(a.getByRole('combobox', { name: 'Parcelas' })).toHaveValue('12');

    await a.getByRole('button', { name: 'Confirmar compra' }).dblclick();
    await expect(a.getByRole('heading', { level: 1, name: 'Compra realizada!' })).toBeVisible();
    await expect(a.getByRole('region', { name: 'Detalhes do pedido' })).toContainText(
      'Pago · Cartão de crédito',
    );
    await expect(a.getByText('Cartão Visa final 1111 em 12x')).toBeVisible();
    // a paid course: where to start (GET redirect-url)
    await expect(a.getByRole('link', { name: 'Ir para a mesa de estudo' })).toHaveAttribute(
      'href',
      '/mesa-de-estudo',
    );
    await page.reload();
    await expect(a.getByRole('region', { name: 'Detalhes do pedido' })).toContainText(
      'Pago · Cartão de crédito',
      {
        timeout: 20_000,
      },
    );
    // the double click placed one order
    await page.goto(`${hostUrl(vertical)}/minhas-compras`);
    await expect(area(page).getByText(/EC-\d{4}-005000/)).toBeVisible({ timeout: 20_000 });
    await expect(area(page).getByText(/EC-\d{4}-005001/)).toHaveCount(0);
  });
}

for (const { vertical, slug } of [
  { vertical: 'concursos', slug: 'direito-constitucional-esquematizado' },
  { vertical: 'medicina', slug: 'intensivo-revalida' },
] as const) {
  test(`${vertical}: pays another order by Pix and sees the code, still there after a reload`, async ({
    page,
  }) => {
    await signIn(page, '/cursos', { vertical });
    await expect(area(page)).toBeVisible({ timeout: 20_000 });
    await buy(page, vertical, slug);
    await area(page).getByRole('link', { name: 'Finalizar compra' }).click();
    await fillBuyer(page, '52998224725');
    await area(page).getByRole('radio', { name: 'Pix' }).check();
    await area(page).getByRole('button', { name: 'Confirmar compra' }).click();
    const pix = area(page).getByRole('region', { name: 'Pague com Pix' });
    const code = pix.getByRole('textbox', { name: 'Código Pix copia e cola' });
    await expect(code).toHaveValue(/^00020126/);
    const pixCode = await code.inputValue();
    await expect(pix).toContainText('Válido até');
    await expect(area(page).getByRole('region', { name: 'Detalhes do pedido' })).toContainText(
      'Aguardando pagamento · Pix',
    );
    // the success page is the order's: a reload shows the same code
    await page.reload();
    await expect(
      area(page)
        .getByRole('region', { name: 'Pague com Pix' })
        .getByRole('textbox', { name: 'Código Pix copia e cola' }),
    ).toHaveValue(pixCode, { timeout: 20_000 });
  });

  test(`${vertical}: a CPF already registered reads 'CPF já cadastrado' and places no order`, async ({
    page,
  }) => {
    await signIn(page, '/cursos', { vertical });
    await expect(area(page)).toBeVisible({ timeout: 20_000 });
    await buy(page, vertical, slug);
    await area(page).getByRole('link', { name: 'Finalizar compra' }).click();
    await fillBuyer(page, '111.444.777-35');
    await area(page).getByRole('radio', { name: 'Boleto' }).check();
    await area(page).getByRole('button', { name: 'Confirmar compra' }).click();
    await expect(area(page).getByText('CPF já cadastrado')).toBeVisible();
    await expect(page).toHaveURL(/\/cursos\/checkout$/);
    // a reload keeps what the buyer typed, to be corrected
    await page.reload();
    await expect(area(page).getByRole('textbox', { name: 'CPF' })).toHaveValue(/^111\.?444\.?777-?35$/, {
      timeout: 20_000,
    });
    await expect(area(page).getByRole('textbox', { name: 'Número' })).toHaveValue('1000');
  });
}

test('a buy link puts a plan in the cart; paid by a saved card, the buyer chooses a mentor and is told where to start', async ({
  page,
}) => {
  await signIn(page, '/cursos/carrinho?produto=assinatura-anual-sistema-de-questoes');
  const a = area(page);
  await expect(cartLine(page, 'Assinatura Anual – Lote Promocional')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/cursos\/carrinho$/);
  // a reload adds nothing again
  await page.reload();
  await expect(a.getByRole('list', { name: 'Produtos no carrinho' }).getByRole('listitem')).toHaveCount(1, {
    timeout: 20_000,
  });

  await a.getByRole('link', { name: 'Finalizar compra' }).click();
  await fillBuyer(page, '529.982.247-25');
  await a.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await a.getByRole('radio', { name: /Visa final 1111/ }).check();
  await a.getByRole('button', { name: 'Confirmar compra' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Compra realizada!' })).toBeVisible();
  await expect(a.getByRole('link', { name: 'Começar a resolver questões' })).toHaveAttribute(
    'href',
    '/questoes',
  );

  const mentor = a.getByRole('article', { name: 'Escolha seu mentor' });
  await mentor.getByRole('button', { name: 'Concluir etapa' }).click();
  await expect(mentor.getByRole('alert')).toHaveText('Escolha um mentor para concluir esta etapa.');
  await mentor.getByRole('radio', { name: /Rafael Souza/ }).check();
  await mentor.getByRole('button', { name: 'Concluir etapa' }).click();
  await expect(mentor).toContainText('Etapa concluída · Mentor escolhido: Rafael Souza');
  await page.reload();
  await expect(a.getByRole('article', { name: 'Escolha seu mentor' })).toContainText(
    'Mentor escolhido: Rafael Souza',
    { timeout: 20_000 },
  );
});

for (const vertical of ['concursos', 'medicina'] as const) {
  test(`${vertical}: updates a recurrence's card with a new card and charges it`, async ({ page }) => {
    // the overdue charge is announced on the account page, which leads to the recurrence
    await signIn(page, '/meu-perfil', { vertical });
    const a = area(page);
    const notices = a.getByRole('region', { name: 'Avisos da sua assinatura' });
    await expect(notices).toContainText('não foi aprovada', { timeout: 20_000 });
    await notices.getByRole('link', { name: 'Atualizar cartão' }).click();
    await expect(page).toHaveURL(/\/recorrencia\/501$/);
    await expect(a.getByRole('region', { name: 'Dados da assinatura' })).toContainText('Pagamento pendente', {
      timeout: 20_000,
    });
    await a.getByText('Adicionar cartão').click();
    await a.getByRole('textbox', { name: 'Número do cartão' }).fill('5555 5555 5555 4444');
    await a.getByRole('textbox', { name: 'Nome impresso no cartão' }).fill('Ana Souza');
    await a.getByRole('textbox', { name: 'Validade (MM/AA)' }).fill('10/31');
    await a.getByRole('textbox', { name: 'Código de segurança (CVV)' }).fill('123');
    await a.getByRole('button', { name: 'Salvar cartão' }).click();
    await expect(a.getByRole('radio', { name: /Mastercard final 4444/ })).toBeChecked();
    // the card number is nowhere in the browser's storage
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain('5555555555554444');

    await a.getByRole('button', { name: 'Atualizar cartão e cobrar' }).click();
    await expect(page).toHaveURL(/\/cursos\/sucesso\/recorrencia\/501$/);
    await expect(a.getByRole('region', { name: 'Dados da assinatura' })).toContainText(
      'Cobrado no cartão Mastercard final 4444',
    );
    await page.reload();
    await expect(a.getByRole('region', { name: 'Dados da assinatura' })).toContainText('Ativa', {
      timeout: 20_000,
    });
    // the notice of the overdue charge is gone; the plan ending soon is still announced
    await page.goto(`${hostUrl(vertical)}/meu-perfil`);
    await expect(area(page).getByRole('region', { name: 'Avisos da sua assinatura' })).toContainText(
      'termina em',
      { timeout: 20_000 },
    );
    await expect(area(page).getByText(/não foi aprovada/)).toHaveCount(0);
  });
}
