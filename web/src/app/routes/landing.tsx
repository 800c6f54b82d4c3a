import { Section } from '@/components/Section/Section';
import { FeaturedItems } from '@/features/items/components/FeaturedItems';
import { AboutCommunity } from '@/features/marketing/components/AboutCommunity';
import { FeatureGrid } from '@/features/marketing/components/FeatureGrid';
import { Hero } from '@/features/marketing/components/Hero';
import { HowItWorks } from '@/features/marketing/components/HowItWorks';
import { Newsletter } from '@/features/marketing/components/Newsletter';

export function Component() {
  return (
    <>
      <Hero />
      <Section
        eyebrow="Why sisters trade here"
        title="Everything you need to share your closet"
        intro="A safe, simple way to wear something new without buying it."
      >
        <FeatureGrid />
      </Section>
      <Section
        tone="blush"
        eyebrow="Hand-picked"
        title="Featured Purses"
        intro="Standout bags from the community, chosen by our team."
      >
        <FeaturedItems />
      </Section>
      <HowItWorks />
      <AboutCommunity />
      <Newsletter />
    </>
  );
}
