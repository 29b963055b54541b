import { AUTH_PATHS } from '@sumaa/api-client';
import { resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  errorOf,
  fakeApi,
  fieldByLabel,
  ok,
  queryFieldByLabel,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicSiteArea } from '../../../testing/publicSiteArea';

const registered = {
  id: 'user-9',
  email: 'sara@example.com',
  name: 'Sara',
  avatarUrl: null,
  phone: '0512345678',
  emailConfirmed: false,
  currentStep: 0,
  business_id: 'business-9',
  role: 'admin',
  permissions: [],
  token: 'access-9',
  refresh_token: 'refresh-9',
};

beforeEach(() => {
  localStorage.clear();
  resetAuthStore();
});

async function openSignup(language: 'ar' | 'en' = 'en', entry = '/signup') {
  const view = await renderArea(publicSiteArea, entry, { language });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

async function fillValidForm(user: Awaited<ReturnType<typeof openSignup>>['user']) {
  await user.type(fieldByLabel('Full name'), 'Sara Alotaibi');
  await user.type(fieldByLabel('Business name'), 'Najd Café');
  await user.type(fieldByLabel('Email'), 'Sara@Example.com');
  await user.type(fieldByLabel('Mobile number'), '0512345678');
  await user.type(fieldByLabel('Password'), 'long-enough-1');
  await user.selectOptions(fieldByLabel('Business activity'), 'cafes');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
}

describe('signup', () => {
  it('shows every required-field message of spec §5 for an empty form and focuses the first field', async () => {
    const api = fakeApi({});
    const { user } = await openSignup();
    expect(document.title).toBe('Create your account · Sumaa');

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    for (const text of [
      'Full name is required',
      'Company name is required',
      'Email is required',
      'Phone is required',
      'Password is required',
      'Activity type is required',
      'You must agree to the terms and conditions',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fieldByLabel('Full name')).toHaveFocus();
    expect(api.requestsTo(AUTH_PATHS.registerCompany)).toHaveLength(0);
  });

  it('refuses an invalid e-mail, a phone not of 05 + 8 digits and a short password with the spec’s messages', async () => {
    fakeApi({});
    const { user } = await openSignup();
    await user.type(fieldByLabel('Email'), 'sara@example');
    await user.type(fieldByLabel('Mobile number'), '0612345678');
    await user.type(fieldByLabel('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('The phone number must consist of 10 and start with 05')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(errorOf(fieldByLabel('Mobile number'))).toContain('must consist of 10');
  });

  it('speaks Arabic on an Arabic page', async () => {
    fakeApi({});
    const { user } = await openSignup('ar');
    expect(document.title).toBe('إنشاء حساب جديد · سمعة');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));

    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('رقم الجوال مطلوب')).toBeInTheDocument();
    expect(screen.getByText('يجب الموافقة على الشروط والأحكام')).toBeInTheDocument();
    expect(fieldByLabel('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  });

  it('offers the ten activities with translated names', async () => {
    fakeApi({});
    await openSignup();
    const options = within(fieldByLabel('Business activity')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose your activity',
      'Restaurants',
      'Cafés',
      'Retail',
      'Hotels & hospitality',
      'Healthcare',
      'Beauty & personal care',
      'Sports & fitness',
      'Automotive',
      'Education & training',
      'Other',
    ]);
  });

  it('asks for the activity in the user’s words with “Other”, and sends those words as ActivityType', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.registerCompany}`]: () => ok(registered) });
    const { user } = await openSignup();
    await fillValidForm(user);
    expect(queryFieldByLabel('Describe your activity')).not.toBeInTheDocument();

    await user.selectOptions(fieldByLabel('Business activity'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please describe your activity')).toBeInTheDocument();
    expect(fieldByLabel('Describe your activity')).toHaveFocus();
    expect(api.requestsTo(AUTH_PATHS.registerCompany)).toHaveLength(0);

    await user.type(fieldByLabel('Describe your activity'), '  Laundry  ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentLocation()).toBe('/check-email?email=sara%40example.com'));

    const body = await api.requestsTo(AUTH_PATHS.registerCompany)[0].formData();
    expect(body.get('ActivityType')).toBe('Laundry');
  });

  it('previews the phone as +966 5x xxx xxxx, Arabic-Indic digits included', async () => {
    fakeApi({});
    const { user } = await openSignup();
    const phone = fieldByLabel('Mobile number');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('10 digits starting with 05')).toBeInTheDocument();

    await user.type(phone, '٠٥١٢٣٤٥٦٧٨');
    expect(screen.getByText('+966 51 234 5678')).toBeInTheDocument();
    expect(screen.getByText(/It will be shown as/)).toBeInTheDocument();
  });

  it('sends the spec’s multipart fields with the photo, then asks to check the e-mail', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.registerCompany}`]: () => ok(registered) });
    const { user } = await openSignup();
    await fillValidForm(user);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await user.upload(fieldByLabel('Profile photo (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentLocation()).toBe('/check-email?email=sara%40example.com'));
    const body = await api.requestsTo(AUTH_PATHS.registerCompany)[0].formData();
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      email: 'sara@example.com',
      Full_name: 'Sara Alotaibi',
      Business_name: 'Najd Café',
      Phone: '0512345678',
      Password: 'long-enough-1',
      ActivityType: 'cafes',
    });
    expect((body.get('ProfileImage') as File).name).toBe('me.png');
    expect(await screen.findByText(/Your account has been created/)).toBeInTheDocument();
  });

  it('starts the trial on the plan chosen on the pricing page (PlanId)', async () => {
    const api = fakeApi({ [`POST ${AUTH_PATHS.registerCompany}`]: () => ok(registered) });
    const { user } = await openSignup('en', '/signup?plan=enterprise');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentLocation()).toBe('/check-email?email=sara%40example.com'));
    const body = await api.requestsTo(AUTH_PATHS.registerCompany)[0].formData();
    expect(body.get('PlanId')).toBe('enterprise');
  });

  it('refuses a photo that is not PNG, JPEG or WebP, or is larger than 5 MB, before sending anything', async () => {
    fakeApi({});
    await openSignup();
    // The picker's `accept` hides other files, but a user can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    const input = fieldByLabel('Profile photo (optional)');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('Please upload a valid image file (PNG, JPEG or WebP).'),
    ).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(input, big);
    expect(await screen.findByText('Image size must be 5MB or less.')).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields, first message each', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.registerCompany}`]: () =>
        refused(400, 'Please correct the highlighted fields', {
          Phone: ['This number is already used', 'second message'],
          Full_name: ['Name is not allowed'],
          ProfileImage: ['Please upload a valid image file (PNG, JPEG or WebP).'],
        }),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(errorOf(fieldByLabel('Mobile number'))).toBe('This number is already used'));
    expect(errorOf(fieldByLabel('Full name'))).toBe('Name is not allowed');
    expect(errorOf(fieldByLabel('Profile photo (optional)'))).toBe(
      'Please upload a valid image file (PNG, JPEG or WebP).',
    );
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    // Everything found its field: no banner repeats it.
    expect(screen.queryByText('Please correct the highlighted fields')).not.toBeInTheDocument();
    expect(fieldByLabel('Mobile number')).toHaveFocus();
  });

  it('shows the e-mail conflict (409) under the e-mail field', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.registerCompany}`]: () =>
        refused(409, 'An account with this email already exists', {
          email: ['An account with this email already exists'],
        }),
    });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(errorOf(fieldByLabel('Email'))).toBe('An account with this email already exists'),
    );
    expect(currentLocation()).toBe('/signup');
  });

  it('shows a failure without field errors in a banner, and a generic text when the server cannot be reached', async () => {
    let answer = () => refused(429, 'Too many attempts. Please try again in a little while.');
    fakeApi({ [`POST ${AUTH_PATHS.registerCompany}`]: () => answer() });
    const { user } = await openSignup();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');

    answer = () => Promise.reject(new TypeError('Failed to fetch')) as never;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
  });
});
