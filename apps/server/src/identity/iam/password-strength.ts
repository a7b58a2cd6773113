import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import type { PasswordComplexity } from '@portal/contracts';
import { missingPasswordParts } from '@portal/domain';

/** docs/spec-notes.md: the server refuses passwords scoring below this. */
export const MIN_ACCEPTABLE_SCORE = 3;

/** Building the dictionaries takes a few hundred milliseconds, so it happens once, on first use. */
let factory: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return factory;
}

/**
 * The common-password list is zxcvbn's own: a password that is, as a whole, one of its
 * entries (any case, l33t spelling included) is refused whatever its score.
 */
function isCommonPassword(result: ZxcvbnResult): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      'dictionaryName' in match &&
      match.dictionaryName === 'passwords' &&
      match.token.length === result.password.length,
  );
}

/**
 * Strength as the server judges it. `userInputs` (the person's email and names) count as
 * known words, so a password built from one's own name scores low.
 */
export function assessPassword(password: string, userInputs: string[] = []): PasswordComplexity {
  const result = zxcvbn().check(password, userInputs);
  const missingParts = missingPasswordParts(password);
  return {
    score: result.score,
    isAcceptable:
      result.score >= MIN_ACCEPTABLE_SCORE &&
      missingParts.length === 0 &&
      !isCommonPassword(result),
    missingParts,
    feedback: {
      warning: result.feedback.warning ?? null,
      suggestions: [...result.feedback.suggestions],
    },
  };
}
