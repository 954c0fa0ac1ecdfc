/**
 * The terms of use (spec 1 §2 "Terms and invitation screens", §6 and §9 "Terms"): a contract between the
 * CONTRATANTE (the student) and the CONTRATADA (the provider). Written from the facts the spec gives.
 */
export function TermsOfUseText() {
  return (
    <div css={{ '& h3': { fontSize: '1rem', margin: '16px 0 4px' }, '& p': { margin: '4px 0' } }}>
      <p>
        Estes termos regulam o contrato entre o aluno, doravante CONTRATANTE, e a plataforma de estudos,
        doravante CONTRATADA.
      </p>
      <h3>1. Dependência da plataforma</h3>
      <p>
        O acesso aos conteúdos depende da plataforma on-line da CONTRATADA, de conexão à internet e de um
        dispositivo compatível, que são de responsabilidade do CONTRATANTE.
      </p>
      <h3>2. Responsabilidades</h3>
      <p>
        O acesso é pessoal e intransferível. O uso simultâneo em 2 (dois) ou mais dispositivos pode causar o
        logoff automático ou o bloqueio do acesso. O acesso a partir de 3 (três) ou mais IPs, ou de estados
        diferentes do declarado, pode causar a suspensão e, em seguida, o cancelamento da conta, sem
        reembolso.
      </p>
      <p>
        A CONTRATADA pode suspender ou cancelar contas em caso de compartilhamento de login, redistribuição de
        conteúdo, adulteração da plataforma ou publicação de comentários proibidos (ilegais, ofensivos,
        publicitários ou com links externos), e pode solicitar documentos de identificação, inclusive
        confirmação biométrica ou facial.
      </p>
      <h3>3. Cancelamento</h3>
      <p>
        A garantia de reembolso é de 30 (trinta) dias após a primeira compra do sistema de questões. Os
        pedidos de cancelamento são aceitos somente por e-mail, pelo endereço informado pelo atendimento.
        Reembolsos de boleto bancário são feitos em até 20 (vinte) dias úteis após o aceite dos dados
        bancários corretos; reembolsos de cartão de crédito dependem do ciclo da fatura do cartão.
      </p>
      <h3>4. Condições gerais (cláusulas 4.9 a 7.5)</h3>
      <p>
        Os comentários publicados pelo CONTRATANTE são cedidos à CONTRATADA. Alterações de dados pessoais são
        solicitadas ao atendimento; a senha e os dados do cartão podem ser alterados pelo próprio CONTRATANTE.
        Fica eleito o foro da comarca de São Paulo (SP) para dirimir quaisquer questões deste contrato.
      </p>
      <h3>5. Assinatura do banco de questões</h3>
      <p>
        As assinaturas têm validade de 1 (um) ano, 2 (dois) anos ou vitalícia. As assinaturas anual e bienal
        são renovadas automaticamente, com reajuste opcional pelo IGP-M. A renovação pode ser paga com cartão
        de crédito, em até 12 (doze) parcelas, ou com boleto bancário, em pagamento único.
      </p>
    </div>
  );
}
