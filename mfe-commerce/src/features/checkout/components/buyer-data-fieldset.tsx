import { useQueryClient } from '@tanstack/react-query';
import { usePlatform, type PostalAddress } from 'shared-contracts';
import { Input } from 'shared-design-system';
import { readApiError } from 'shared-design-system/area';
import { CHECKOUT_MESSAGES, CHECKOUT_TAGS } from '../../../constants';
import { digitsOf, formatCpf, formatZip } from '../../../lib/payment-rules';
import { zipQuery } from '../api/buyer-data';

export interface BuyerErrors {
  cpf?: string;
  zip?: string;
  address?: string;
}

export interface BuyerDataFieldsetProps {
  cpf: string;
  address: PostalAddress;
  errors: BuyerErrors;
  onCpf: (cpf: string) => void;
  /** the fields that changed; merged into the latest address (a CEP answer arriving late keeps what was typed since) */
  onAddress: (change: Partial<PostalAddress>) => void;
  /** the messages that changed, merged into the latest ones */
  onErrors: (change: BuyerErrors) => void;
}

/** CPF and address, the address filled from the CEP (GET /bff/address/{zip}: 'CEP inválido' when unknown). */
export function BuyerDataFieldset({
  cpf,
  address,
  errors,
  onCpf,
  onAddress,
  onErrors,
}: BuyerDataFieldsetProps) {
  const { http } = usePlatform();
  const queryClient = useQueryClient();

  const changeZip = async (typed: string) => {
    const zip = formatZip(typed);
    onAddress({ zip_code: zip });
    if (digitsOf(zip).length !== 8) return;
    try {
      const found = await queryClient.fetchQuery(zipQuery(http, digitsOf(zip)));
      onAddress({
        street: found.street,
        neighborhood: found.neighborhood,
        city: found.city,
        state: found.state,
      });
      onErrors({ zip: undefined });
    } catch (error) {
      const { tag } = await readApiError(error);
      onErrors({
        zip:
          tag === CHECKOUT_TAGS.invalidZip ? CHECKOUT_MESSAGES.invalidZip : CHECKOUT_MESSAGES.zipLookupFailed,
      });
    }
  };

  const field = (key: keyof PostalAddress) => ({
    value: address[key],
    onChange: (event: { target: { value: string } }) => onAddress({ [key]: event.target.value }),
  });

  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <h2 css={{ margin: 0 }}>Dados do comprador</h2>
      </legend>
      <Input
        label="CPF"
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        value={cpf}
        onChange={(event) => onCpf(formatCpf(event.target.value))}
        error={errors.cpf}
      />
      <Input
        label="CEP"
        name="postal-code"
        inputMode="numeric"
        autoComplete="postal-code"
        value={address.zip_code}
        onChange={(event) => void changeZip(event.target.value)}
        error={errors.zip}
      />
      <Input label="Endereço" name="street" autoComplete="address-line1" {...field('street')} />
      <Input label="Número" name="number" autoComplete="off" {...field('number')} />
      <Input
        label="Complemento (opcional)"
        name="complement"
        autoComplete="address-line2"
        {...field('complement')}
      />
      <Input label="Bairro" name="neighborhood" autoComplete="address-level3" {...field('neighborhood')} />
      <Input label="Cidade" name="city" autoComplete="address-level2" {...field('city')} />
      <Input
        label="Estado (UF)"
        name="state"
        autoComplete="address-level1"
        maxLength={2}
        {...field('state')}
      />
      {errors.address && <p role="alert">{errors.address}</p>}
    </fieldset>
  );
}
