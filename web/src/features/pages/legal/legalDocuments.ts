/** The legal documents, by the `type` in /legal/:type, with their titles. */
const LEGAL_DOCUMENTS: Record<string, string> = {
  'terms-of-service': 'Terms of Service',
  'privacy-policy': 'Privacy Policy',
  'user-agreement': 'User Agreement',
};

export function legalTitle(type: string | undefined): string | undefined {
  return type && Object.hasOwn(LEGAL_DOCUMENTS, type) ? LEGAL_DOCUMENTS[type] : undefined;
}

/** Where the static markdown for a document is served, next to the app. */
export function legalDocumentUrl(type: string): string {
  return new URL(`${import.meta.env.BASE_URL}legal/${type}.md`, window.location.origin).href;
}
