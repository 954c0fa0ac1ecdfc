/** UTM parameters kept in cookies (spec 1 §3). */
export interface Utm {
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
}

/** Body of POST /bff/ecommerce/utm. */
export interface UtmPayload {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_content: string;
  utm_term: string;
}
