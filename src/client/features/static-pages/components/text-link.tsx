import type { ReactNode } from "react";
import { Link } from "react-router";

const linkClass =
  "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 hover:decoration-2";

/** A link inside running text: underlined, so it is not told apart by colour alone. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function ExternalTextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={linkClass} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={linkClass}>
      {address}
    </a>
  );
}
