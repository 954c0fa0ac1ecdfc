import { readAlertCookie, shouldShowAlert, writeAlertCookie } from './global-alert-rules';
import { sanitizeAlertText } from './global-alert-sanitize';

const alert = (is_active: boolean, repeat: boolean) => ({ is_active, repeat, text: '<p>Aviso</p>' });

test('inactive is never shown; active and repeat always; active and not repeat until CLOSED', () => {
  expect(shouldShowAlert(alert(false, true), null)).toBe(false);
  expect(shouldShowAlert(alert(true, true), 'CLOSED')).toBe(true);
  expect(shouldShowAlert(alert(true, false), null)).toBe(true);
  expect(shouldShowAlert(alert(true, false), 'SHOW')).toBe(true);
  expect(shouldShowAlert(alert(true, false), 'CLOSED')).toBe(false);
});

test('the sanitiser keeps basic tags, span, u and font with the allowed attributes only', () => {
  const html = sanitizeAlertText(
    '<p class="x" onclick="alert(1)" id="a"><strong>Olá</strong> <span style="color:red">a</span> ' +
      '<u>b</u> <font color="red">c</font> <a href="/x" target="_blank" name="n">d</a></p>' +
      '<iframe src="https://mal.example"></iframe><script>alert(1)</script><img src=x onerror="alert(1)">',
  );
  expect(html).toBe(
    '<p class="x"><strong>Olá</strong> <span style="color:red">a</span> <u>b</u> ' +
      '<font color="red">c</font> <a href="/x" target="_blank" name="n" rel="noopener noreferrer">d</a></p>',
  );
});

test('the sanitiser drops script URLs and a rel the server sent, and protects every new-tab link', () => {
  const html = sanitizeAlertText(
    '<a href="javascript:alert(1)">a</a><a href="data:text/html,<script>alert(1)</script>">b</a>' +
      '<a href="https://exemplo.com.br" target="_blank" rel="opener">c</a><a href="mailto:ajuda@exemplo.com.br">d</a>',
  );
  expect(html).toBe(
    '<a>a</a><a>b</a><a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer">c</a>' +
      '<a href="mailto:ajuda@exemplo.com.br">d</a>',
  );
});

test('the cookie round-trips SHOW and CLOSED', () => {
  writeAlertCookie('SHOW');
  expect(readAlertCookie()).toBe('SHOW');
  writeAlertCookie('CLOSED');
  expect(readAlertCookie()).toBe('CLOSED');
});
