import {
  BulletList,
  CONTACT_EMAIL,
  LEGAL_LAST_UPDATED,
  LegalDocument,
  type LegalSection,
} from "#client/features/static-pages/components/legal-document";
import { StaticPage } from "#client/features/static-pages/components/static-page";
import {
  ExternalTextLink,
  MailLink,
  TextLink,
} from "#client/features/static-pages/components/text-link";
import { paths } from "#client/lib/paths";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    content: (
      <>
        <p>
          EventEazy is an online marketplace that connects people planning events in the UK
          (organizers) with event suppliers such as venues, caterers, photographers and
          entertainers. EventEazy is the controller of the personal data described in this policy.
        </p>
        <p>
          This policy explains what we collect when you use EventEazy, why we use it, how long we
          keep it and the rights you have under the UK General Data Protection Regulation (UK GDPR)
          and the Data Protection Act 2018.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    content: (
      <BulletList>
        <li>
          <strong className="text-slate-900">Account details:</strong> your username, email address,
          account type (organizer or supplier) and, for suppliers, your business name. Your password
          is stored only as a one-way hash, so nobody at EventEazy can read it.
        </li>
        <li>
          <strong className="text-slate-900">Profile information:</strong> what you choose to add to
          your profile, such as your name, address, location and service area, description,
          categories, services or equipment, and profile, cover and portfolio images. Suppliers may
          also add a phone number, email address and website. Uploaded images are re-encoded and
          stripped of hidden metadata, such as the location a photo was taken.
        </li>
        <li>
          <strong className="text-slate-900">Requests, quotes and reviews:</strong> the event
          requests you post, the quotes you send or receive and the reviews you write.
        </li>
        <li>
          <strong className="text-slate-900">Messages:</strong> the messages you exchange with other
          users on EventEazy.
        </li>
        <li>
          <strong className="text-slate-900">Payment information:</strong> subscription payments are
          handled by our card payment provider. Your card details go directly to them; we never see
          or store your full card number. We keep only what we need to run your subscription: your
          plan, its status and renewal date, and the provider's payment reference.
        </li>
        <li>
          <strong className="text-slate-900">Cookies:</strong> we use one strictly necessary session
          cookie, which keeps you logged in. It holds a random token and nothing else, lasts 30 days
          from your last visit and is removed when you log out. We use no analytics, advertising or
          tracking cookies, and we load no scripts from other companies. We also keep a short-lived
          copy of your basic account details (for up to 24 hours) in your browser's local storage,
          so pages can show you as logged in straight away.
        </li>
        <li>
          <strong className="text-slate-900">Technical information:</strong> like any website, our
          servers process your IP address and browser details to deliver pages, keep the service
          secure and limit abuse such as repeated failed logins.
        </li>
      </BulletList>
    ),
  },
  {
    id: "how-we-use-it",
    title: "Why we use your information",
    content: (
      <>
        <p>We use your personal data only for these purposes:</p>
        <BulletList>
          <li>
            To provide EventEazy to you: running your account, showing your profile, delivering
            requests, quotes, messages and reviews, and sending the notifications and emails you
            need, such as a new quote, an accepted quote, a new message or a password reset. Our
            lawful basis is the performance of our contract with you.
          </li>
          <li>
            To take subscription payments and keep the records the law requires. Our lawful bases
            are our contract with you and our legal obligations.
          </li>
          <li>
            To keep EventEazy safe and fair: preventing fraud, spam and abuse, enforcing our{" "}
            <TextLink to={paths.terms}>Terms of Service</TextLink> and moderating reviews. Our
            lawful basis is our legitimate interest in running a trustworthy marketplace.
          </li>
          <li>
            To improve EventEazy, for example by reading the feature requests you submit. Our lawful
            basis is our legitimate interest in making the service better.
          </li>
        </BulletList>
        <p>
          We don't sell your personal data, we don't use it for advertising and we don't make
          decisions about you by automated means that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: "who-sees-it",
    title: "Who can see your information",
    content: (
      <BulletList>
        <li>
          <strong className="text-slate-900">Everyone:</strong> supplier profiles are public,
          including to search engines, so organizers can find suppliers. A supplier's address is
          always shown; their phone number, email and website are shown only to logged-in organizers
          while the supplier has a paid plan.
        </li>
        <li>
          <strong className="text-slate-900">Other EventEazy users:</strong> logged-in users can
          open event requests so that suppliers can quote on them. Each quote is visible only to the
          supplier who sent it and the organizer who received it. Reviews are shown on the
          supplier's profile with the reviewer's name.
        </li>
        <li>
          <strong className="text-slate-900">Service providers:</strong> our card payment provider,
          our hosting provider and our email delivery provider process data for us, only on our
          instructions and only as needed to provide their service.
        </li>
        <li>
          <strong className="text-slate-900">Authorities:</strong> when the law requires us to, or
          to protect the safety of our users.
        </li>
      </BulletList>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    content: (
      <BulletList>
        <li>Your account and profile are kept for as long as your account is open.</li>
        <li>
          When you delete your account, your personal data (your account details, profile, images
          and contact details) is deleted. Reviews you wrote and messages you sent stay, so the
          people you dealt with keep an accurate record, but they are shown as written by "Deleted
          user" and are no longer linked to you.
        </li>
        <li>
          Login sessions end 30 days after you last used EventEazy, or when you log out. Password
          reset links work once and expire after 1 hour.
        </li>
        <li>
          Records of subscription payments are kept for as long as UK tax and accounting law
          requires.
        </li>
      </BulletList>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    content: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <BulletList>
          <li>
            <strong className="text-slate-900">Access your data:</strong> use "Download my data" in
            your <TextLink to={paths.profile}>profile settings</TextLink> to get a copy of
            everything we hold about you as a JSON file. Because the file is machine-readable, it
            also serves your right to data portability.
          </li>
          <li>
            <strong className="text-slate-900">Correct your data:</strong> edit your profile and
            account details at any time.
          </li>
          <li>
            <strong className="text-slate-900">Delete your data:</strong> delete your account in
            Settings &gt; Danger Zone by re-entering your password. Your personal data is removed;
            reviews and messages stay as "Deleted user", as described above.
          </li>
          <li>
            <strong className="text-slate-900">Object or restrict:</strong> ask us to stop or limit
            how we use your data where we rely on our legitimate interests.
          </li>
        </BulletList>
        <p>
          For anything you can't do yourself in the app, email us at{" "}
          <MailLink address={CONTACT_EMAIL} />. We reply within one month. If you're unhappy with
          how we've handled your data, you can complain to the Information Commissioner's Office at{" "}
          <ExternalTextLink href="https://ico.org.uk/make-a-complaint/">
            ico.org.uk
          </ExternalTextLink>
          .
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "Keeping your data safe",
    content: (
      <p>
        Passwords are stored only as strong one-way hashes, connections to EventEazy are encrypted,
        and the session cookie can't be read by scripts on the page. Only the people who need your
        data to run EventEazy can access it.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    content: (
      <p>
        EventEazy is for people aged 18 and over. We don't knowingly collect personal data from
        children.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        If we change this policy, we'll update the date at the top of this page and, for significant
        changes, tell you by email or in the app before they take effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about this policy or your personal data? Email{" "}
        <MailLink address={CONTACT_EMAIL} />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="What personal data EventEazy collects, why we use it and how you stay in control of it."
      meta={`Last updated: ${LEGAL_LAST_UPDATED}`}
    >
      <LegalDocument sections={sections} />
    </StaticPage>
  );
}
