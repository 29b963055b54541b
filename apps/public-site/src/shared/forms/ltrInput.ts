import type { Ref, RefCallback } from 'react';

/**
 * Latin-only values (passwords) must read left to right on Arabic pages, but the password field's box holds
 * the show toggle, which belongs at the page's end. The UI kit's `dir` prop would turn the whole box around,
 * so this puts `dir="ltr"` on the input element alone, then hands the element to the form's own ref.
 */
export function ltrInputRef(ref: Ref<HTMLInputElement> | undefined): RefCallback<HTMLInputElement> {
  return (element) => {
    element?.setAttribute('dir', 'ltr');
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
}
