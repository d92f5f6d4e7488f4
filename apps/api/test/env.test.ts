import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';

describe('loadEnv', () => {
  it('refuses a HOTEL_TIMEZONE that is not an IANA zone, naming the setting and the value', () => {
    expect(() => loadEnv({ HOTEL_TIMEZONE: 'Mars/Olympus' })).toThrow(/HOTEL_TIMEZONE: "Mars\/Olympus" is not an IANA time zone/);
  });

  it('accepts real zones and keeps their canonical spelling', () => {
    expect(loadEnv({}).HOTEL_TIMEZONE).toBe('UTC');
    expect(loadEnv({ HOTEL_TIMEZONE: 'Europe/Lisbon' }).HOTEL_TIMEZONE).toBe('Europe/Lisbon');
    expect(loadEnv({ HOTEL_TIMEZONE: 'america/new_york' }).HOTEL_TIMEZONE).toBe('America/New_York');
  });
});
