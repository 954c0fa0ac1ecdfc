import { directRoomUrl } from './catalog-api';

describe('directRoomUrl', () => {
  it('uses an address without "salavip" as is', () => {
    expect(directRoomUrl('https://meet.exemplo.com.br/revalida')).toBe(
      'https://meet.exemplo.com.br/revalida',
    );
  });

  it('has no direct link for a salavip address (a session URL is needed)', () => {
    expect(directRoomUrl('https://salavip.exemplo.com.br/salavip/oab')).toBeNull();
  });
});
