import { describe, expect, it } from 'vitest';

import { HAND_WRITTEN_MARK, keepHandWritten } from './results-file';

describe('keepHandWritten', () => {
  const notes = `${HAND_WRITTEN_MARK}\n\n## How steady the figures are\n\nBusy hosts vary.\n`;

  it('puts the old file’s hand-written part after the new generated text', () => {
    const previous = `# Results\n\nold table\n\n${notes}`;
    const text = keepHandWritten('# Results\n\nnew table\n', previous);
    expect(text).toBe(`# Results\n\nnew table\n\n${notes}`);
    expect(text).not.toContain('old table');
  });

  it('writes the generated text alone when there is no file or no mark yet', () => {
    expect(keepHandWritten('# Results\n', null)).toBe('# Results\n');
    expect(keepHandWritten('# Results\n', '# Results\n\nold table\n')).toBe('# Results\n');
  });

  it('keeps the hand-written part unchanged over repeated runs', () => {
    const once = keepHandWritten('# R\n\na\n', `# R\n\n${notes}`);
    expect(keepHandWritten('# R\n\nb\n', once)).toBe(`# R\n\nb\n\n${notes}`);
  });
});
