import { usePageTitle } from "#client/app/use-page-title";
import { HelpCentrePage } from "#client/features/static-pages/pages/help-centre-page";
import { HowItWorksPage } from "#client/features/static-pages/pages/how-it-works-page";
import { PricingPage } from "#client/features/static-pages/pages/pricing-page";
import { PrivacyPage } from "#client/features/static-pages/pages/privacy-page";
import { RefundPolicyPage } from "#client/features/static-pages/pages/refund-policy-page";
import { SuccessTipsPage } from "#client/features/static-pages/pages/success-tips-page";
import { SupplierGuidelinesPage } from "#client/features/static-pages/pages/supplier-guidelines-page";
import { TermsPage } from "#client/features/static-pages/pages/terms-page";

export function HowItWorksRoute() {
  usePageTitle("How It Works");
  return <HowItWorksPage />;
}
export function SuccessTipsRoute() {
  usePageTitle("Success Tips");
  return <SuccessTipsPage />;
}
export function PricingRoute() {
  usePageTitle("Pricing & Fees");
  return <PricingPage />;
}
export function PrivacyRoute() {
  usePageTitle("Privacy Policy");
  return <PrivacyPage />;
}
export function TermsRoute() {
  usePageTitle("Terms of Service");
  return <TermsPage />;
}
export function RefundPolicyRoute() {
  usePageTitle("Refund Policy");
  return <RefundPolicyPage />;
}
export function SupplierGuidelinesRoute() {
  usePageTitle("Supplier Guidelines");
  return <SupplierGuidelinesPage />;
}
export function HelpCentreRoute() {
  usePageTitle("Help Centre");
  return <HelpCentrePage />;
}
