import { onSignOut } from './auth-urls';
import { signOut } from './sign-out';

let submitted: { method: string; action: string }[] = [];
let submit: jest.SpyInstance;

beforeEach(() => {
  submitted = [];
  submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push({ method: this.method, action: this.getAttribute('action') ?? '' });
  });
});

afterEach(() => submit.mockRestore());

test("signing out runs the sign-out listeners, then leaves by a POST to the logout's address", () => {
  const seen: string[] = [];
  const stopFirst = onSignOut(() => seen.push(`first, ${submitted.length} left`));
  const stopSecond = onSignOut(() => seen.push(`second, ${submitted.length} left`));
  try {
    signOut('/auth/logout?redirect=%2Fauth%2Flogin');
    expect(seen).toEqual(['first, 0 left', 'second, 0 left']);
    expect(submitted).toEqual([{ method: 'post', action: '/auth/logout?redirect=%2Fauth%2Flogin' }]);
  } finally {
    stopFirst();
    stopSecond();
  }
});

test('a failing listener is logged and the student still signs out; an unsubscribed one is not run', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const gone = jest.fn();
  const stopGone = onSignOut(gone);
  stopGone();
  const stopFailing = onSignOut(() => {
    throw new Error('falhou');
  });
  try {
    signOut('/auth/logout');
    expect(gone).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('[host-shell] antes de sair', expect.any(Error));
    expect(submitted).toEqual([{ method: 'post', action: '/auth/logout' }]);
  } finally {
    stopFailing();
    error.mockRestore();
  }
});
