// Builds a real multipart/form-data body (as a browser's FormData would send it) for app.inject.

export interface MultipartFile {
  content: Buffer;
  filename: string;
  contentType: string;
}

export async function multipartBody(
  fields: Record<string, string | MultipartFile | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.content)], { type: value.contentType }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
