// The landing page (SPEC §1, §2): hero with the price box, how it works, demo video, features, quote.
// Its data arrives embedded in the HTML (server-rendered), so nothing here waits for the network.
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { HowItWorksSection } from './components/how-it-works-section.tsx';
import { QuoteSection } from './components/quote-section.tsx';
import { VideoSection } from './components/video-section.tsx';

export default function LandingPage() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <VideoSection />
      <FeaturesSection />
      <QuoteSection />
    </>
  );
}
