import { ClosingCta } from "../components/closing-cta";
import { HeroSection } from "../components/hero-section";
import { HowItWorksSection } from "../components/how-it-works-section";
import { PopularCategories } from "../components/popular-categories";
import { TopRatedSuppliers } from "../components/top-rated-suppliers";
import { useScrollToHash } from "../hooks/use-scroll-to-hash";

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
