// The jest environment shared by the apps (tools/jest/jsdom-with-node-fetch.mjs) swaps jsdom's FormData for
// Node's, which cannot be built from a <form>. React 19 builds one from the form when a submit handler starts a
// transition (react-router navigates in one), so a search submitted in a test would throw where a browser
// would not. This restores the browser behaviour for the named fields, for the tests that submit forms.
const NodeFormData = globalThis.FormData;

class FormDataFromForm extends NodeFormData {
  constructor(form?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement;
      if (field.name) this.append(field.name, field.value);
    }
  }
}

export function letFormDataReadForms(): () => void {
  globalThis.FormData = FormDataFromForm as typeof FormData;
  return () => {
    globalThis.FormData = NodeFormData;
  };
}
