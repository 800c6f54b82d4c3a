import { Banner } from '@/components/Banner/Banner';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from './LegalDocument.module.css';
import { legalDocumentUrl, legalTitle } from './legalDocuments';
import { useMarkdownDocument } from './useMarkdownDocument';

const DOCUMENT_NOT_FOUND = 'Document not found.';
const DOCUMENT_LOAD_ERROR = 'Error loading document. Please try again later.';

function KnownDocument({ type }: { type: string }) {
  const document = useMarkdownDocument(legalDocumentUrl(type));

  if (document.status === 'error') return <Banner tone="error">{DOCUMENT_LOAD_ERROR}</Banner>;
  if (document.status === 'loading') {
    return (
      <div className={`${styles.document} ${styles.loading}`} role="status" aria-label="Loading document">
        <Skeleton width="60%" height="2.4rem" />
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} width={i % 3 === 2 ? '70%' : '100%'} />
        ))}
      </div>
    );
  }
  return <article className={styles.document} dangerouslySetInnerHTML={{ __html: document.html }} />;
}

/** A legal document by type, rendered from its markdown file. */
export function LegalDocument({ type }: { type: string | undefined }) {
  if (!type || !legalTitle(type)) {
    return (
      <div className={styles.document}>
        <h1>{DOCUMENT_NOT_FOUND}</h1>
        <p>
          The page you asked for does not exist. Our legal documents are the Terms of Service, the Privacy Policy and the
          User Agreement, all linked at the bottom of every page.
        </p>
      </div>
    );
  }
  return <KnownDocument key={type} type={type} />;
}
