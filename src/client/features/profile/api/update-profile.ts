import { useMutation, useQueryClient } from "@tanstack/react-query";
import { saveUser, sessionQueryKey } from "#client/features/auth/api/session";
import { api } from "#client/lib/api-client";
import type { UpdateProfileBody, UserProfile } from "#shared/contracts/users";
import { isCategoryKey } from "#shared/domain/categories";

export function updateProfile(body: UpdateProfileBody) {
  return api.put<UserProfile>("/api/auth/profile", body);
}

/** The answer is the whole user, so it replaces the cached session user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess(user) {
      queryClient.setQueryData(sessionQueryKey, user);
      saveUser(user);
    },
  });
}

/**
 * The profile call replaces every text field it is given and clears the ones left out, so a
 * change of one setting resends the rest of the profile as it stands.
 */
export function currentProfileBody(user: UserProfile): UpdateProfileBody {
  const body: UpdateProfileBody = {
    name: user.name,
    email: user.email,
    description: user.description,
    address: user.address,
    phone: user.phone,
  };
  if (user.role !== "supplier") return body;
  return {
    ...body,
    businessName: user.businessName,
    website: user.website,
    categories: user.categories.filter(isCategoryKey),
    serviceArea: user.serviceArea,
  };
}
