import { useSearchParams } from "react-router";
import { usePageTitle } from "#client/app/use-page-title";
import { useSession } from "#client/features/auth/api/session";
import { ContactPage, isContactTopic } from "#client/features/contact/pages/contact-page";

/** Open to everyone; a signed-in user finds their name and email filled in. */
export function ContactRoute() {
  usePageTitle("Contact Us");
  const { user } = useSession();
  const [search] = useSearchParams();
  const topic = search.get("topic");
  return (
    <ContactPage
      // The form takes its starting values once: a session that arrives later starts it again.
      key={user?.id ?? "guest"}
      sender={user ? { name: user.name, email: user.email } : null}
      topic={isContactTopic(topic) ? topic : "general"}
    />
  );
}
