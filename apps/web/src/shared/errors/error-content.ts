import type { Environment } from '@portal/contracts';

/** Spec section 2, "Error page", word for word. */
export const errorText = {
  embarrassingTitle: "Well that's embarrassing...",
  // Our wording for errorPageVariantTitle; it fits both the 404 and the 500 page.
  variantTitle: 'Well, this is awkward...',
  // From the spec's general messages (section 8).
  genericTitle: 'Oops, something went wrong',
  notFoundLines: [
    "Sorry, we couldn't find what you were looking for.",
    'Tap the button to return to the dashboard.',
  ],
  unexpectedLines: [
    'Sorry, an unexpected error occurred.',
    'Tap the button to return to the previous page.',
  ],
  backToDashboard: 'Back to dashboard',
  goBack: 'Go back',
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
} as const;

export interface ErrorInput {
  status: number;
  statusText: string;
  environment: Environment;
  variantTitle: boolean;
  /** Set for not-found errors, whatever status their rule gave. */
  notFoundPath?: string | undefined;
}

export interface ErrorContent {
  title: string;
  lines: readonly string[];
  action: 'dashboard' | 'back';
  actionLabel: string;
  notFoundMessage: string | null;
  emoji: string;
}

/** What the error page says for a status (spec section 2). Pure, so every case is tested. */
export function describeError(input: ErrorInput): ErrorContent {
  const notFoundMessage =
    input.notFoundPath === undefined ? null : errorText.pageNotFound(input.notFoundPath);
  const specificTitle = input.variantTitle ? errorText.variantTitle : errorText.embarrassingTitle;

  if (input.status === 404) {
    return {
      title: specificTitle,
      lines: errorText.notFoundLines,
      action: 'dashboard',
      actionLabel: errorText.backToDashboard,
      notFoundMessage,
      emoji: '🔍',
    };
  }
  if (input.status === 500) {
    return {
      title: specificTitle,
      lines: errorText.unexpectedLines,
      action: 'back',
      actionLabel: errorText.goBack,
      notFoundMessage,
      emoji: '😬',
    };
  }
  return {
    title: errorText.genericTitle,
    lines:
      input.environment === 'production'
        ? errorText.unexpectedLines
        : [String(input.status), input.statusText],
    action: 'back',
    actionLabel: errorText.goBack,
    notFoundMessage,
    emoji: '🤔',
  };
}
