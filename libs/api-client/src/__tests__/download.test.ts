import { setLanguage } from '@sumaa/i18n';
import { exportReportEndpoint, exportReviewsEndpoint } from '@sumaa/contracts';
import { ApiError } from '../ApiError';
import { AUTH_PATHS } from '../authPaths';
import { useAuthStore } from '../authStore';
import { configureApiClient } from '../config';
import { downloadRoute, fileNameFromDisposition, saveBlob } from '../download';
import { createSessionUser, resetAuthStore } from '../testing';
import { failure, mockFetch, ok, pathOf, requestsTo } from './support/fetchMock';

const CSV = '\uFEFFالتاريخ,النجوم\r\n2024-03-10 00:30,5\r\n';

function csvResponse(disposition: string | null = 'attachment; filename="sumaa-reviews-2024-03-10.csv"') {
  const headers: Record<string, string> = { 'Content-Type': 'text/csv; charset=utf-8' };
  if (disposition) headers['Content-Disposition'] = disposition;
  return new Response(CSV, { status: 200, headers });
}

/** The blob's text as UTF-8, the BOM kept (TextDecoder drops it unless told not to). */
async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

beforeEach(async () => {
  localStorage.clear();
  resetAuthStore();
  configureApiClient({ baseUrl: 'http://api.test', onSessionExpired: jest.fn() });
  await setLanguage('en');
});

function signIn(token = 'access-1') {
  localStorage.setItem('refresh_token', 'refresh-1');
  useAuthStore.setState({
    token,
    user: createSessionUser({ business_id: 'business-7' }),
    isAuthenticated: true,
  });
}

describe('downloadRoute', () => {
  it('sends the route’s query with the signed-in token and answers the bytes and the file’s name', async () => {
    signIn();
    const fetchMock = mockFetch(() => csvResponse());
    const file = await downloadRoute(exportReviewsEndpoint, {
      query: { search: 'قهوة', stars: 'FIVE', keyword: undefined },
    });
    const sent = fetchMock.mock.calls[0][0];
    expect(sent.method).toBe('GET');
    expect(pathOf(sent)).toBe('/api/Reviews/export');
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({ search: 'قهوة', stars: 'FIVE' });
    expect(sent.headers.get('Authorization')).toBe('Bearer access-1');
    expect(sent.headers.get('X-Business-Id')).toBe('business-7');
    expect(file.fileName).toBe('sumaa-reviews-2024-03-10.csv');
    expect(await textOf(file.blob)).toBe(CSV);
  });

  it('fills the path parameters of the route', async () => {
    signIn();
    const fetchMock = mockFetch(() => csvResponse('attachment; filename="sumaa-report-2024-03-10.csv"'));
    const file = await downloadRoute(exportReportEndpoint, {
      params: { businessId: 'business-7' },
      query: { startDate: '2024-03-01', endDate: '2024-03-10' },
    });
    expect(pathOf(fetchMock.mock.calls[0][0])).toBe('/api/reports/business-7/export');
    expect(file.fileName).toBe('sumaa-report-2024-03-10.csv');
  });

  it('refreshes an expired token once and downloads with the new one', async () => {
    signIn('stale-token');
    const fetchMock = mockFetch(async (sent) => {
      if (pathOf(sent) === AUTH_PATHS.refresh)
        return ok({ token: 'fresh-token', refresh_token: 'refresh-2' });
      if (sent.headers.get('Authorization') !== 'Bearer fresh-token') return failure(401, 'Token expired');
      return csvResponse();
    });
    const file = await downloadRoute(exportReviewsEndpoint);
    expect(file.fileName).toBe('sumaa-reviews-2024-03-10.csv');
    expect(requestsTo(fetchMock, AUTH_PATHS.refresh)).toHaveLength(1);
    expect(
      requestsTo(fetchMock, '/api/Reviews/export').map((sent) => sent.headers.get('Authorization')),
    ).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
  });

  it('throws ApiError with the server’s message and field errors when refused', async () => {
    signIn();
    mockFetch(() => failure(400, 'تحقق من الحقول', { stars: ['التقييم غير صالح'] }));
    const error = await downloadRoute(exportReviewsEndpoint, { query: { stars: 'FIVE' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'تحقق من الحقول',
      errors: { stars: ['التقييم غير صالح'] },
    });

    mockFetch(() => failure(403, 'You do not have permission'));
    await expect(downloadRoute(exportReviewsEndpoint)).rejects.toMatchObject({
      status: 403,
      serverMessage: 'You do not have permission',
    });
  });

  it('explains a reply without an envelope by its status, and a network failure as status 0', async () => {
    signIn();
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(downloadRoute(exportReviewsEndpoint)).rejects.toMatchObject({
      status: 502,
      serverMessage: null,
    });
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(downloadRoute(exportReviewsEndpoint)).rejects.toMatchObject({ status: 0 });
  });

  it('refuses to send without a session, as every signed-in call', async () => {
    const fetchMock = mockFetch(() => csvResponse());
    await expect(downloadRoute(exportReviewsEndpoint)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the given name when the reply names no file (e.g. the header is not exposed)', async () => {
    signIn();
    mockFetch(() => csvResponse(null));
    expect((await downloadRoute(exportReviewsEndpoint, { fallbackFileName: 'reviews.csv' })).fileName).toBe(
      'reviews.csv',
    );
    mockFetch(() => csvResponse(null));
    expect((await downloadRoute(exportReviewsEndpoint)).fileName).toBe('download');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename* (RFC 5987) before filename, and plain or quoted names', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="___.csv"; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1.csv`,
      ),
    ).toBe('تقرير.csv');
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition(`attachment; filename*=utf-8''%E0%A4%A; filename="safe.csv"`)).toBe(
      'safe.csv',
    );
  });

  it('keeps only a name, never a path, and answers null without one', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('saveBlob', () => {
  it('clicks a hidden link to an object URL named for the file, then removes it and revokes the URL', () => {
    jest.useFakeTimers();
    const createObjectURL = jest.fn(() => 'blob:http://app.test/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });
    try {
      const blob = new Blob([CSV], { type: 'text/csv' });
      saveBlob(blob, 'sumaa-reviews-2024-03-10.csv');
      expect(createObjectURL).toHaveBeenCalledWith(blob);
      expect(clicked).toEqual([
        { href: 'blob:http://app.test/1', download: 'sumaa-reviews-2024-03-10.csv', inDocument: true },
      ]);
      expect(document.querySelectorAll('a')).toHaveLength(0);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://app.test/1');
    } finally {
      click.mockRestore();
      jest.useRealTimers();
    }
  });
});
