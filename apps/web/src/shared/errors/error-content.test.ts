import { describe, expect, it } from 'vitest';
import { describeError } from './error-content';

const base = { statusText: 'Not Found', variantTitle: false, environment: 'production' } as const;

describe('describeError', () => {
  it('404: the spec title, lines and dashboard button, with the path not found', () => {
    const content = describeError({ ...base, status: 404, notFoundPath: '/nope' });
    expect(content.title).toBe("Well that's embarrassing...");
    expect(content.lines).toEqual([
      "Sorry, we couldn't find what you were looking for.",
      'Tap the button to return to the dashboard.',
    ]);
    expect(content.action).toBe('dashboard');
    expect(content.actionLabel).toBe('Back to dashboard');
    expect(content.notFoundMessage).toBe('Page Not Found: /nope');
  });

  it('404 with the variant flag: another title, same lines', () => {
    const content = describeError({ ...base, status: 404, variantTitle: true });
    expect(content.title).not.toBe("Well that's embarrassing...");
    expect(content.title).toBe('Well, this is awkward...');
    expect(content.lines[0]).toBe("Sorry, we couldn't find what you were looking for.");
  });

  it.each(['production', 'development'] as const)('500 in %s: unexpected lines, Go back', (env) => {
    const content = describeError({ ...base, status: 500, environment: env });
    expect(content.title).toBe("Well that's embarrassing...");
    expect(content.lines).toEqual([
      'Sorry, an unexpected error occurred.',
      'Tap the button to return to the previous page.',
    ]);
    expect(content.action).toBe('back');
    expect(content.actionLabel).toBe('Go back');
    expect(content.notFoundMessage).toBeNull();
  });

  it('other status in production: generic title, unexpected-error lines', () => {
    const content = describeError({ ...base, status: 403, statusText: 'Forbidden' });
    expect(content.title).toBe('Oops, something went wrong');
    expect(content.lines).toEqual([
      'Sorry, an unexpected error occurred.',
      'Tap the button to return to the previous page.',
    ]);
    expect(content.actionLabel).toBe('Go back');
  });

  it.each(['development', 'test'] as const)(
    'other status in %s: generic title, status code and message',
    (environment) => {
      const content = describeError({ ...base, environment, status: 403, statusText: 'Forbidden' });
      expect(content.title).toBe('Oops, something went wrong');
      expect(content.lines).toEqual(['403', 'Forbidden']);
    },
  );

  it('a not-found rule with another status still says Page Not Found', () => {
    const content = describeError({ ...base, status: 410, notFoundPath: '/gone' });
    expect(content.title).toBe('Oops, something went wrong');
    expect(content.notFoundMessage).toBe('Page Not Found: /gone');
  });
});
