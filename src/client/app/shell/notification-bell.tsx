import { Bell, MessageSquare } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { useUnreadCount } from "../../features/messages/api/get-unread-count";
import { paths } from "../../lib/paths";

export function NotificationBell() {
  const { count, refetch } = useUnreadCount(true);
  const newItems = count > 0 ? 1 : 0;
  return (
    <DropdownMenu.Root onOpenChange={(open) => open && void refetch()}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={newItems ? `Notifications, ${newItems} new` : "Notifications"}
          className="relative"
        >
          <Bell className="size-5" aria-hidden="true" />
          {newItems > 0 && (
            <span className="absolute top-1.5 right-1.5 flex size-4 items-center justify-center rounded-full bg-coral-700 text-[10px] font-bold text-white">
              {newItems}
            </span>
          )}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
            {newItems > 0 && <span className="text-xs text-slate-600">{newItems} new</span>}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {count > 0 ? (
            <DropdownMenu.Item asChild>
              <Link
                to={paths.messages}
                className="flex gap-3 rounded-lg p-2 outline-none data-[highlighted]:bg-slate-100"
              >
                <span className="flex size-8 items-center justify-center rounded-full bg-blue-100 text-blue-800">
                  <MessageSquare className="size-4" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-sm font-medium">New Messages</span>
                  <span className="block text-xs text-slate-600">
                    You have {count} unread message{count === 1 ? "" : "s"}
                  </span>
                </span>
              </Link>
            </DropdownMenu.Item>
          ) : (
            <p className="px-2 py-6 text-center text-sm text-slate-600">No notifications yet</p>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild>
            <Link
              to={paths.notifications}
              className="block rounded-lg px-2 py-2 text-center text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-slate-100"
            >
              View All Notifications
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
