import { Button } from 'shared-design-system';

/**
 * The buy button of a product sold elsewhere (spec 3 §4): opens its address in a new tab; without a safe
 * address (see `externalAddress`) it is disabled, the product is never added to the cart.
 */
export function ExternalBuyButton({
  address,
  label,
  describedBy,
  fullWidth,
}: {
  address: string | null;
  label: string;
  describedBy?: string;
  fullWidth?: boolean;
}) {
  return address ? (
    <Button
      href={address}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      fullWidth={fullWidth}
    >
      {label}
    </Button>
  ) : (
    <Button disabled aria-describedby={describedBy} fullWidth={fullWidth}>
      {label}
    </Button>
  );
}
