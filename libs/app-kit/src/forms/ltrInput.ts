import type { Ref, RefCallback } from 'react';

/**
 * Latin-only values (passwords) must read left to right on Arabic pages, but the password field's box holds
 * the show toggle, which belongs at the page's end. The UI kit's `dir` prop would turn the whole box around,
 * so this puts `dir="ltr"` on the input element alone, then hands the element on to the form's own ref.
 * Use it where the field is rendered (`{...ltrInput(register('password'))}`): react-hook-form focuses the
 * first invalid field in the order fields were registered.
 */
export function ltrInput<Props extends { ref?: Ref<HTMLInputElement> }>(
  props: Props,
): Omit<Props, 'ref'> & { ref: RefCallback<HTMLInputElement> } {
  const { ref, ...rest } = props;
  return {
    ...rest,
    ref: (element) => {
      element?.setAttribute('dir', 'ltr');
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
  };
}
