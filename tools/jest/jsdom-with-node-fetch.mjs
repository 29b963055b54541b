// jsdom without Node's fetch family: jsdom has no fetch/Request/Response/Headers, and its own FormData, Blob and
// AbortController do not interoperate with Node's Request. ky needs them to agree, as they do in a browser,
// so the tests run in jsdom (localStorage, window.location) with Node's implementations of these globals.
import JsdomEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'structuredClone',
];

const BUTTON_INPUT_TYPES = new Set(['submit', 'image', 'reset', 'button']);

/**
 * Node's FormData, which can also be built from a <form> as in a browser. React 19 does that on submit
 * (`new FormData(form, submitter)`) when a submit handler starts a transition, as react-router's navigation
 * does; Node's own constructor throws for any argument.
 */
function formDataReadingForms(window) {
  const NodeFormData = globalThis.FormData;
  const NodeFile = globalThis.File;

  return class FormData extends NodeFormData {
    // FormData objects Node makes itself (`response.formData()`) are FormData to the tests too.
    static [Symbol.hasInstance](value) {
      return value instanceof NodeFormData;
    }

    constructor(form = undefined, submitter = null) {
      super();
      if (form === undefined) return;
      if (!(form instanceof window.HTMLFormElement)) {
        throw new window.TypeError(
          "Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.",
        );
      }
      if (submitter !== null && !isSubmitButton(submitter)) {
        throw new window.TypeError(
          "Failed to construct 'FormData': The specified element is not a submit button.",
        );
      }
      if (submitter !== null && submitter.form !== form) {
        throw new window.DOMException(
          'The specified element is not owned by this form element',
          'NotFoundError',
        );
      }
      for (const [name, value] of entryList(form, submitter, NodeFile)) this.append(name, value);
    }
  };
}

function isButton(field) {
  return field.localName === 'button' || (field.localName === 'input' && BUTTON_INPUT_TYPES.has(field.type));
}

function isSubmitButton(field) {
  return isButton(field) && field.type !== 'reset' && field.type !== 'button';
}

/**
 * The form's entries as jsdom's own FormData reads them (HTML "constructing the entry list"), but through the
 * fields' public properties, so files chosen with user-event's upload() count, and as Node's File objects.
 */
function* entryList(form, submitter, NodeFile) {
  for (const field of form.elements) {
    if (!['button', 'input', 'select', 'textarea'].includes(field.localName)) continue;
    if (field.closest('datalist') || field.matches(':disabled')) continue;
    if (isButton(field) && field !== submitter) continue;
    if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;

    const name = field.getAttribute('name') ?? '';
    if (field.localName === 'input' && field.type === 'image') {
      const prefix = name ? `${name}.` : '';
      yield [`${prefix}x`, '0'];
      yield [`${prefix}y`, '0'];
      continue;
    }
    if (!name) continue;

    if (field.localName === 'select') {
      for (const option of field.selectedOptions) if (!option.disabled) yield [name, option.value];
    } else if (field.localName === 'input' && field.type === 'file') {
      if (field.files.length === 0) yield [name, new NodeFile([], '', { type: 'application/octet-stream' })];
      for (const file of Array.from(field.files)) yield [name, file];
    } else {
      // Checkboxes and radios read "on" without a value attribute, like the browser.
      yield [name, field.value];
    }

    const dirname = field.getAttribute('dirname');
    if (dirname) yield [dirname, field.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr'];
  }
}

export default class JsdomWithNodeFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
    this.global.FormData = formDataReadingForms(this.global);
  }
}
