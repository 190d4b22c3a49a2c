import { Link } from "react-router";
import { paths } from "#client/lib/paths";

const columns = [
  {
    title: "For organizers",
    links: [
      { to: paths.createRequest, label: "Post a Request" },
      { to: paths.suppliers, label: "Browse Suppliers" },
      { to: paths.howItWorks, label: "How It Works" },
    ],
  },
  {
    title: "For suppliers",
    links: [
      { to: paths.registerSupplier, label: "Join as a Supplier" },
      { to: paths.pricing, label: "Pricing & Fees" },
      { to: paths.successTips, label: "Success Tips" },
      { to: paths.supplierGuidelines, label: "Supplier Guidelines" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: paths.help, label: "Help Centre" },
      { to: paths.contact, label: "Contact Us" },
      { to: paths.featureRequests, label: "Feature Requests" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: paths.privacy, label: "Privacy Policy" },
      { to: paths.terms, label: "Terms of Service" },
      { to: paths.refundPolicy, label: "Refund Policy" },
    ],
  },
];

export function Footer() {
  return (
    <footer className="render-near-viewport mt-auto border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-1">
          <p className="text-lg font-bold text-brand-800">EventEazy</p>
          <p className="mt-2 text-sm text-slate-600">
            Events made eazy. The UK marketplace for event suppliers.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-8 items-center text-sm text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} EventEazy. Prices in pounds sterling (GBP).
      </div>
    </footer>
  );
}
