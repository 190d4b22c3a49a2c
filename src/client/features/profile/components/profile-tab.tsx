import { useEffect, useRef, useState } from "react";
import { EquipmentSection } from "#client/features/equipment";
import type { UserProfile } from "#shared/contracts/users";
import { ProfileCompleteness } from "./profile-completeness";
import { ProfileEditor } from "./profile-editor";
import { ProfileView } from "./profile-view";

export function ProfileTab({ user }: { user: UserProfile }) {
  const [isEditing, setEditing] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const shouldMoveFocus = useRef(false);

  // The button that switched modes is gone, so focus and scroll move to the new heading.
  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    const panel = panelRef.current;
    const heading = panel?.querySelector<HTMLElement>("h2");
    if (!panel || !heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    if (panel.getBoundingClientRect().top < 80) panel.scrollIntoView({ block: "start" });
  });

  const switchTo = (editing: boolean) => {
    shouldMoveFocus.current = true;
    setEditing(editing);
  };

  return (
    <div className="space-y-6">
      {user.role === "supplier" && !isEditing && (
        <ProfileCompleteness user={user} onEdit={() => switchTo(true)} />
      )}
      <div ref={panelRef} className="scroll-mt-24">
        {isEditing ? (
          <ProfileEditor user={user} onDone={() => switchTo(false)} />
        ) : (
          <ProfileView user={user} onEdit={() => switchTo(true)} />
        )}
      </div>
      {user.role === "supplier" && <EquipmentSection supplierId={user.id} />}
    </div>
  );
}
