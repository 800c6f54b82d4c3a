import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { http, HttpResponse } from 'msw';

const LEGAL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/legal');

export const notFound = () => HttpResponse.json({ error: 'Not found', code: 'not_found' }, { status: 404 });

/**
 * The backend as it is before these endpoints exist: every API call answers
 * 404 JSON. Static legal documents are served from public/legal.
 */
export const handlers = [
  http.get('*/hats', notFound),
  http.get('*/hats/featured', notFound),
  http.get('*/settings', notFound),
  // Every other API route answers 404 unless a test says otherwise.
  http.all(
    /^https?:\/\/[^/]+\/(hats|user|users|trades|disputes|reviews|deposits|payments|shipping|verify-email|login|register|password-reset|change-password|2fa|admin|labels|events|verification)(\/|\?|$)/,
    notFound,
  ),
  // The address search service is out of reach by default.
  http.get('https://nominatim.openstreetmap.org/*', () => HttpResponse.error()),
  http.get('*/legal/:file', async ({ params }) => {
    try {
      const text = await readFile(resolve(LEGAL_DIR, basename(String(params.file))), 'utf8');
      return new HttpResponse(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
    } catch {
      return new HttpResponse('Not found', { status: 404 });
    }
  }),
];
