import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render-app';
import { ApiError } from '../api';
import { ErrorPage } from './error-page';
import { RouteError } from './route-error';

const reset = () => undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ErrorPage', () => {
  it('500: unexpected lines and a Go back button that goes back one page', async () => {
    const { router, user } = await renderInRouter(() => (
      <ErrorPage status={500} statusText="Internal Server Error" />
    ));
    const back = vi.spyOn(router.history, 'back');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Well that's embarrassing...",
    );
    expect(screen.getByText('Sorry, an unexpected error occurred.')).toBeInTheDocument();
    expect(screen.getByText('Tap the button to return to the previous page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('shows the emoji, hidden from screen readers, only when the flag is on', async () => {
    await renderInRouter(() => <ErrorPage status={404} statusText="Not Found" />, {
      featureFlags: { errorPageEmoji: true, errorPageVariantTitle: true },
    });
    const emoji = screen.getByText('🔍');
    expect(emoji).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Well, this is awkward...');
  });

  it('has no emoji when the flag is off', async () => {
    await renderInRouter(() => <ErrorPage status={404} statusText="Not Found" />);
    expect(screen.queryByText('🔍')).not.toBeInTheDocument();
  });
});

describe('RouteError', () => {
  it('outside production shows the status code and message of an API error', async () => {
    const error = new ApiError({
      status: 403,
      statusText: 'Forbidden',
      title: null,
      detail: null,
      message: 'No',
      data: null,
      requestGuid: 'g',
    });
    await renderInRouter(() => <RouteError error={error} reset={reset} />, {
      environment: 'development',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Oops, something went wrong',
    );
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
  });

  it('treats an unknown error as a 500', async () => {
    await renderInRouter(() => <RouteError error={new Error('boom')} reset={reset} />);
    expect(screen.getByText('Sorry, an unexpected error occurred.')).toBeInTheDocument();
  });

  it('reloads the target page once for a chunk failure, then shows the error page', async () => {
    const assign = vi.fn();
    // jsdom's location cannot be spied on, so the test swaps the whole object.
    vi.stubGlobal('location', { assign });
    const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /a.js');

    const first = chunkError();
    await renderInRouter(() => <RouteError error={first} reset={reset} />, {}, ['/power']);
    expect(assign).toHaveBeenCalledWith('/power');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the latest version');

    // Same target again within 10 s: no second reload, the error page instead.
    const second = chunkError();
    await renderInRouter(() => <RouteError error={second} reset={reset} />, {}, ['/power']);
    expect(assign).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });
});
