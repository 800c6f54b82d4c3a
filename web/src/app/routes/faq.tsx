import { PageHeader } from '@/components/PageHeader/PageHeader';
import { FaqSections } from '@/features/pages/faq/FaqSections';

export function Component() {
  return (
    <div className="container page">
      <PageHeader
        eyebrow="Answers"
        title="Frequently Asked Questions"
        intro="How trading, holds, fees and deliveries work, and where to get help."
      />
      <FaqSections />
    </div>
  );
}
