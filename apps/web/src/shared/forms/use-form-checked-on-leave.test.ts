import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFormCheckedOnLeave } from './use-form-checked-on-leave';

/** A second field whose rule reads the first, as a card's CVV reads its number. */
const schema = z
  .object({ code: z.string().min(1, 'Enter the code'), again: z.string() })
  .refine((form) => form.again === form.code, { path: ['again'], message: 'They differ' });

const render = () => renderHook(() => useFormCheckedOnLeave({ code: '', again: '' }, schema));

describe('useFormCheckedOnLeave', () => {
  it('shows a message once its field is left, and hides it while the field is changed', () => {
    const { result } = render();
    expect(result.current.messageOf('code')).toBeUndefined();
    act(() => {
      result.current.leave('code');
    });
    expect(result.current.messageOf('code')).toBe('Enter the code');
    act(() => {
      result.current.change('code', '1');
    });
    expect(result.current.messageOf('code')).toBeUndefined();
  });

  it('follows a change to another field while a message is shown', () => {
    const { result } = render();
    act(() => {
      result.current.leave('again');
    });
    expect(result.current.messageOf('again')).toBeUndefined();
    act(() => {
      result.current.change('code', '1');
    });
    expect(result.current.messageOf('again')).toBe('They differ');
  });

  it('shows every message when sent, and gives the values only when nothing is wrong', () => {
    const { result } = render();
    let sent: unknown;
    act(() => {
      sent = result.current.send();
    });
    expect(sent).toBeNull();
    expect(result.current.messageOf('code')).toBe('Enter the code');
    act(() => {
      result.current.change('code', '1');
      result.current.change('again', '1');
    });
    act(() => {
      sent = result.current.send();
    });
    expect(sent).toEqual({ code: '1', again: '1' });
    act(() => {
      result.current.reset();
    });
    expect(result.current.values).toEqual({ code: '', again: '' });
    expect(result.current.messageOf('code')).toBeUndefined();
  });
});
