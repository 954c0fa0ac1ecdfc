// Apart from utm.ts: the first load only needs this test, the rest loads on pages with a campaign.

/** Whether this page or an earlier one brought UTM parameters (a cheap test before loading this module). */
export function mayHaveUtm(search: string, cookies: string): boolean {
  return /[?&]utm_/.test(search) || /(?:^|;\s*)utm_/.test(cookies);
}
