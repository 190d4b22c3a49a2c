import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api } from "#client/lib/api-client";
import type { UserProfile } from "#shared/contracts/users";

const STORAGE_KEY = "eventeazy:user";
const SAVED_USER_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

export const sessionQueryKey = ["auth", "me"] as const;

/** The last known user, shown until the server answers; forgotten after 24 hours. */
export function readSavedUser(): UserProfile | null {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as {
      user: UserProfile;
      savedAt: number;
    } | null;
    if (!saved || Date.now() - saved.savedAt > SAVED_USER_MAX_AGE_MS) return null;
    return saved.user;
  } catch {
    return null;
  }
}

export function saveUser(user: UserProfile | null) {
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify({ user, savedAt: Date.now() }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing can refuse storage; the session cookie still works.
  }
}

const SIGNED_IN_HINT = "eventeazy_signed_in=";

/** The server marks signed-in browsers with a readable cookie; without it, nobody is signed in. */
function hasSignedInHint(): boolean {
  return (
    typeof document !== "undefined" &&
    document.cookie.split("; ").some((c) => c.startsWith(SIGNED_IN_HINT))
  );
}

/** 401 means nobody is signed in; any other failure also resolves to no user. */
export async function fetchSessionUser(): Promise<UserProfile | null> {
  if (!hasSignedInHint()) {
    saveUser(null);
    return null;
  }
  try {
    const user = await api.get<UserProfile>("/api/auth/me");
    saveUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) saveUser(null);
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSessionUser,
  staleTime: 2 * MINUTE,
  gcTime: 10 * MINUTE,
  refetchInterval: 5 * MINUTE,
  retry: 1,
  placeholderData: () => readSavedUser(),
});

export function useSession() {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data ?? null,
    /** True until the server has answered once (a saved user may show meanwhile). */
    isLoading: query.isPending || (query.isPlaceholderData && query.isFetching),
    isPlaceholder: query.isPlaceholderData,
  };
}
