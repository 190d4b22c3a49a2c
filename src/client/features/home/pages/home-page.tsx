import { ClosingCta } from "#client/features/home/components/closing-cta";
import { HeroSection } from "#client/features/home/components/hero-section";
import { HowItWorksSection } from "#client/features/home/components/how-it-works-section";
import { PopularCategories } from "#client/features/home/components/popular-categories";
import { TopRatedSuppliers } from "#client/features/home/components/top-rated-suppliers";
import { useScrollToHash } from "#client/features/home/hooks/use-scroll-to-hash";

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <PopularCategories />
      <TopRatedSuppliers />
      <HowItWorksSection />
      <ClosingCta />
    </>
  );
}
