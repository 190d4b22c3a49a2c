export interface FilePart {
  field: string;
  data: Buffer;
  filename: string;
  type?: string;
}

/** A real multipart body, serialised the way a browser's fetch would send the form. */
export async function multipartOf(parts: FilePart[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of parts)
    form.append(
      part.field,
      new Blob([new Uint8Array(part.data)], { type: part.type ?? "image/jpeg" }),
      part.filename,
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}
