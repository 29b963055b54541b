import userEvent from '@testing-library/user-event';

function formWith(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FormData in the jsdom-with-node-fetch environment', () => {
  it('reads a form’s fields as a browser does on submit', () => {
    const form = formWith(`
      <input name="search" value="late delivery">
      <input name="remember" type="checkbox" checked>
      <input name="plan" type="radio" value="basic">
      <input name="plan" type="radio" value="pro" checked>
      <select name="lang"><option value="ar">ar</option><option value="en" selected>en</option></select>
      <textarea name="note">hello</textarea>
      <input name="off" value="x" disabled>
      <fieldset disabled><input name="inDisabledFieldset" value="x"></fieldset>
      <input value="no name">
      <button name="go" value="1">Go</button>
    `);

    expect([...new FormData(form)]).toEqual([
      ['search', 'late delivery'],
      ['remember', 'on'],
      ['plan', 'pro'],
      ['lang', 'en'],
      ['note', 'hello'],
    ]);
  });

  it('adds the submitter’s name and value, and refuses a submitter from another form', () => {
    const form = formWith('<input name="q" value="cafe"><button name="action" value="save">Save</button>');
    const submitter = form.querySelector('button')!;

    expect([...new FormData(form, submitter)]).toEqual([
      ['q', 'cafe'],
      ['action', 'save'],
    ]);
    expect(() => new FormData(form, document.createElement('button'))).toThrow(
      'not owned by this form element',
    );
    expect(() => new FormData(document.createElement('div') as unknown as HTMLFormElement)).toThrow(
      TypeError,
    );
  });

  it('includes the files chosen in a file field, and an empty file when none is', async () => {
    const form = formWith('<input name="photo" type="file"><input name="other" type="file">');
    const photo = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await userEvent.upload(form.querySelector<HTMLInputElement>('[name=photo]')!, photo);

    const data = new FormData(form);

    expect(data.get('photo')).toBe(photo);
    expect(data.get('other')).toMatchObject({ name: '', size: 0, type: 'application/octet-stream' });
  });

  it('stays Node’s FormData, so a form read this way can be sent as multipart', async () => {
    const form = formWith('<input name="Full_name" value="سارة">');
    const data = new FormData(form);
    data.append('ProfileImage', new File(['png bytes'], 'me.png', { type: 'image/png' }));

    const request = new Request('http://api.test/upload', { method: 'POST', body: data });
    const received = await request.formData();

    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).toBeInstanceOf(FormData);
    expect(received.get('Full_name')).toBe('سارة');
    expect((received.get('ProfileImage') as File).name).toBe('me.png');
  });
});
