import { describe, expect, it } from 'vitest';
import { returnPathOf, safeNext, withNext } from './returnPath';

describe('safeNext', () => {
  it.each([
    ['/rooms/abc', '/rooms/abc'],
    ['/rooms?checkIn=2030-01-02&checkOut=2030-01-04', '/rooms?checkIn=2030-01-02&checkOut=2030-01-04'],
    ['/food-menu#dinner', '/food-menu#dinner'],
    ['/rooms/../profile', '/profile'],
  ])('keeps the app path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['rooms'],
    ['https://evil.example/rooms'],
    ['//evil.example/rooms'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['/'],
    ['/login'],
    ['/register?next=/rooms'],
  ])('refuses %j', (next) => {
    expect(safeNext(next)).toBeNull();
  });
});

describe('returnPathOf and withNext', () => {
  it('comes back to the page itself, or to the next a sign-in page already carries', () => {
    expect(returnPathOf({ pathname: '/rooms/abc', search: '' })).toBe('/rooms/abc');
    expect(returnPathOf({ pathname: '/login', search: '?next=%2Frooms%2Fabc' })).toBe('/rooms/abc');
    expect(returnPathOf({ pathname: '/login', search: '?next=%2F%2Fevil.example' })).toBeNull();
    expect(returnPathOf({ pathname: '/', search: '' })).toBeNull();
  });

  it('adds next only when there is one', () => {
    expect(withNext('/login', '/rooms?checkIn=2030-01-02')).toBe('/login?next=%2Frooms%3FcheckIn%3D2030-01-02');
    expect(withNext('/register', null)).toBe('/register');
  });
});
