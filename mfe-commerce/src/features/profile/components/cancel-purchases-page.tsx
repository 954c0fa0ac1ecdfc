import { Link } from 'react-router-dom';
import { MAX_INSTALLMENTS, REFUND_GUARANTEE_DAYS } from 'shared-contracts';
import { BOLETO_REFUND_BUSINESS_DAYS, CANCELLATION_EMAIL, ROUTES } from '../../../constants';
import { AreaPage, PageSection } from 'shared-design-system/area';

/** /cancelar-compras: how to cancel and get a refund (terms of spec 1 §9 and spec 3 §9). */
export function CancelPurchasesPage() {
  return (
    <AreaPage title="Cancelar compras" intro="Saiba como pedir o cancelamento e o reembolso de uma compra.">
      <PageSection title="Como pedir o cancelamento">
        <p>
          Os pedidos de cancelamento são recebidos <strong>somente por e-mail</strong>, em{' '}
          <a href={`mailto:${CANCELLATION_EMAIL}`}>{CANCELLATION_EMAIL}</a>. Informe o número do pedido, que
          você encontra em <Link to={ROUTES.purchases}>Minhas compras</Link>.
        </p>
      </PageSection>
      <PageSection title="Garantia de reembolso">
        <ul>
          <li>
            Você tem garantia de reembolso de {REFUND_GUARANTEE_DAYS} dias após a primeira compra do Sistema
            de Questões.
          </li>
          <li>
            Compras no boleto são reembolsadas em até {BOLETO_REFUND_BUSINESS_DAYS} dias úteis depois que os
            dados bancários corretos forem aceitos.
          </li>
          <li>Compras no cartão de crédito são estornadas conforme o ciclo da fatura do seu cartão.</li>
          <li>
            Renovações podem ser pagas no cartão em até {MAX_INSTALLMENTS} parcelas ou no boleto em pagamento
            único.
          </li>
        </ul>
      </PageSection>
    </AreaPage>
  );
}
