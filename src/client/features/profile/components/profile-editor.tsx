import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, MapPinOff } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { CategoryChips } from "#client/components/category-chips";
import { LocationInput } from "#client/components/location-input";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { Slider } from "#client/components/ui/slider";
import { toast } from "#client/components/ui/toast";
import { useUpdateProfile } from "#client/features/profile/api/update-profile";
import {
  useUploadCoverImage,
  useUploadPortfolioImages,
  useUploadProfileImage,
} from "#client/features/uploads/api/upload-images";
import { ApiError, messageOf } from "#client/lib/api-client";
import type { RefusedImage } from "#shared/contracts/uploads";
import type { UserProfile } from "#shared/contracts/users";
import {
  PROFILE_REQUIRED_MESSAGE,
  UpdateProfileBody,
  type UpdateProfileInput,
} from "#shared/contracts/users";
import { isCategoryKey } from "#shared/domain/categories";
import {
  SERVICE_AREA_DEFAULT_KM,
  SERVICE_AREA_MAX_KM,
  SERVICE_AREA_MIN_KM,
} from "#shared/domain/limits";
import { startingAmountOf } from "#shared/domain/price";
import { ImageField } from "./image-field";
import { PortfolioEditor } from "./portfolio-editor";

const MISSING_TITLE = "Missing Required Fields";
const MISSING_DESCRIPTION = "Please fill in your name and email address.";

type UploadKey = "profile" | "cover" | "portfolio";
type Progress = Record<UploadKey, number | null>;
const NO_PROGRESS: Progress = { profile: null, cover: null, portfolio: null };

function defaultsFor(user: UserProfile): UpdateProfileBody {
  return {
    name: user.name,
    email: user.email,
    businessName: user.businessName ?? "",
    description: user.description ?? "",
    address: user.address ?? "",
    phone: user.phone ?? "",
    website: user.website ?? "",
    categories: user.categories.filter(isCategoryKey),
    serviceArea: user.serviceArea || SERVICE_AREA_DEFAULT_KM,
    priceRange: startingAmountOf(user.priceRange),
    latitude: user.latitude,
    longitude: user.longitude,
  };
}

/** The town at the end of the address stands for a saved location; there is no place name stored. */
function savedPlaceName(user: UserProfile): string {
  if (user.latitude === null || user.longitude === null) return "";
  return user.address?.split(",").at(-1)?.trim() ?? "";
}

/** Only the fields of the user's role; image paths are left out because uploads set them. */
function bodyFrom(
  values: UpdateProfileInput,
  isSupplier: boolean,
  isPriceChanged: boolean,
): UpdateProfileBody {
  const common = {
    name: values.name,
    email: values.email,
    ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
    description: values.description,
    address: values.address,
    phone: values.phone,
  };
  if (!isSupplier) return common;
  return {
    ...common,
    businessName: values.businessName,
    website: values.website,
    categories: values.categories,
    serviceArea: values.serviceArea,
    // A price line written elsewhere ("£650–£1,800") stays as it is unless the supplier changes it.
    ...(isPriceChanged ? { priceRange: values.priceRange ?? null } : {}),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
  };
}

function inlineMessage(message: string | undefined, field: string): string | undefined {
  return message === PROFILE_REQUIRED_MESSAGE ? `Please enter your ${field}.` : message;
}

function withoutFullStop(text: string) {
  return text.replace(/\.\s*$/, "");
}

export function ProfileEditor({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const isSupplier = user.role === "supplier";
  const form = useForm<UpdateProfileBody, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: defaultsFor(user),
  });
  const { errors } = form.formState;
  const [profileFile, setProfileFile] = useState<File | null>(null);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [portfolioFiles, setPortfolioFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const [isSaving, setSaving] = useState(false);
  const [placeName, setPlaceName] = useState(() => savedPlaceName(user));
  const uploadProfile = useUploadProfileImage();
  const uploadCover = useUploadCoverImage();
  const uploadPortfolio = useUploadPortfolioImages();
  const update = useUpdateProfile();
  const latitude = form.watch("latitude");
  const email = form.watch("email");
  const isChangingEmail = email.trim().toLowerCase() !== user.email.toLowerCase();

  /** A failed upload is reported and the save carries on without it, as the spec asks. */
  const tryUpload = async (
    key: UploadKey,
    run: (onProgress: (percent: number) => void) => Promise<unknown>,
    failure: { title: string; what: string },
  ): Promise<boolean> => {
    setProgress((current) => ({ ...current, [key]: 0 }));
    try {
      await run((percent) => setProgress((current) => ({ ...current, [key]: percent })));
      return true;
    } catch (error) {
      const reason = withoutFullStop(messageOf(error, "the server did not accept it"));
      toast({
        title: failure.title,
        description: `${failure.what} could not be uploaded (${reason}). Continuing with your other profile updates.`,
        variant: "destructive",
      });
      return false;
    } finally {
      setProgress((current) => ({ ...current, [key]: null }));
    }
  };

  const onValid = async (values: UpdateProfileInput) => {
    setSaving(true);
    let hasFailedUpload = false;
    try {
      if (profileFile) {
        const ok = await tryUpload(
          "profile",
          (onProgress) => uploadProfile.mutateAsync({ input: profileFile, onProgress }),
          { title: "Image Upload Failed", what: "Your profile image" },
        );
        if (ok) setProfileFile(null);
        hasFailedUpload ||= !ok;
      }
      if (isSupplier && coverFile) {
        const ok = await tryUpload(
          "cover",
          (onProgress) => uploadCover.mutateAsync({ input: coverFile, onProgress }),
          { title: "Cover Image Upload Failed", what: "Your cover image" },
        );
        if (ok) setCoverFile(null);
        hasFailedUpload ||= !ok;
      }
      if (isSupplier && portfolioFiles.length > 0) {
        let refused: RefusedImage[] = [];
        const ok = await tryUpload(
          "portfolio",
          async (onProgress) => {
            const uploaded = await uploadPortfolio.mutateAsync({
              input: portfolioFiles,
              onProgress,
            });
            refused = uploaded.refused ?? [];
          },
          { title: "Portfolio Upload Failed", what: "Your portfolio images" },
        );
        if (ok) setPortfolioFiles([]);
        hasFailedUpload ||= !ok;
        // The usable images were kept; each file the server refused is named, and its toast stays.
        if (ok && refused.length > 0) {
          hasFailedUpload = true;
          toast({
            title: "Some portfolio images were not added",
            description: `Not added: ${refused.map(({ file, message }) => `${file} (${withoutFullStop(message)})`).join("; ")}. The others were saved.`,
            variant: "destructive",
          });
        }
      }
      try {
        await update.mutateAsync(
          bodyFrom(values, isSupplier, Boolean(form.formState.dirtyFields.priceRange)),
        );
      } catch (error) {
        // A missing or wrong current password is said beside its box.
        const passwordError =
          error instanceof ApiError ? error.fieldErrors?.currentPassword?.[0] : undefined;
        if (passwordError) form.setError("currentPassword", { message: passwordError });
        throw error;
      }
      // After a failed upload its toast stays up: one toast shows at a time and that one matters more.
      if (!hasFailedUpload)
        toast(
          isChangingEmail
            ? {
                title: "Please confirm your new email address",
                description: `Your changes have been saved. We sent a link to ${values.email}, and told your old address of the change.`,
                variant: "success",
              }
            : {
                title: "Profile updated",
                description: "Your changes have been saved.",
                variant: "success",
              },
        );
      onDone();
    } catch (error) {
      toast({
        title: "Update Failed",
        description: messageOf(error, "Failed to update profile"),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<UpdateProfileBody>) => {
    const isMissing =
      fieldErrors.name?.message === PROFILE_REQUIRED_MESSAGE ||
      fieldErrors.email?.message === PROFILE_REQUIRED_MESSAGE;
    const firstMessage = Object.values(fieldErrors).find((error) => error?.message)?.message;
    toast(
      isMissing
        ? { title: MISSING_TITLE, description: MISSING_DESCRIPTION, variant: "destructive" }
        : {
            title: "Error",
            description: typeof firstMessage === "string" ? firstMessage : "Please check the form.",
            variant: "destructive",
          },
    );
  };

  const websiteField = form.register("website");

  return (
    <Card>
      <CardHeader>
        <CardTitle>Edit profile</CardTitle>
        <p className="text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="space-y-8"
          aria-busy={isSaving}
        >
          <div className="space-y-6">
            <h3 className="text-base font-semibold text-slate-900">Photos</h3>
            <ImageField
              kind="profile"
              label="Profile image"
              hint="A square photo or logo. JPEG, PNG or WebP, up to 8 MB."
              currentUrl={user.profileImage}
              staged={profileFile}
              onStage={setProfileFile}
              progress={progress.profile}
              disabled={isSaving}
              name={user.displayName}
            />
            {isSupplier && (
              <>
                <ImageField
                  kind="cover"
                  label="Cover image"
                  hint="A landscape photo (16:10), cropped to the shape of your card in the directory and shown whole on your public profile."
                  currentUrl={user.coverImage}
                  staged={coverFile}
                  onStage={setCoverFile}
                  progress={progress.cover}
                  disabled={isSaving}
                  name={user.displayName}
                />
                <PortfolioEditor
                  images={user.portfolioImages}
                  staged={portfolioFiles}
                  onStagedChange={setPortfolioFiles}
                  progress={progress.portfolio}
                  disabled={isSaving}
                />
              </>
            )}
          </div>

          <div className="grid gap-5 border-t border-slate-200 pt-6 sm:grid-cols-2">
            <h3 className="text-base font-semibold text-slate-900 sm:col-span-2">Details</h3>
            <FormField label="Name" error={inlineMessage(errors.name?.message, "name")} required>
              <Input autoComplete="name" {...form.register("name")} />
            </FormField>
            <FormField
              label="Email"
              error={inlineMessage(errors.email?.message, "email address")}
              required
            >
              <Input
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...form.register("email")}
              />
            </FormField>
            {isChangingEmail && (
              <FormField
                label="Current password"
                hint="Needed to change your email address. We will ask you to confirm the new address."
                error={errors.currentPassword?.message}
                required
              >
                <Input
                  type="password"
                  autoComplete="current-password"
                  maxLength={128}
                  {...form.register("currentPassword")}
                />
              </FormField>
            )}
            {isSupplier && (
              <FormField
                label="Business name"
                hint="Shown on your public profile and in the directory."
                error={errors.businessName?.message}
              >
                <Input autoComplete="organization" {...form.register("businessName")} />
              </FormField>
            )}
            <FormField label="Phone" error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" {...form.register("phone")} />
            </FormField>
            {isSupplier && (
              <FormField
                label="Website"
                hint="For example https://www.example.co.uk"
                error={errors.website?.message}
              >
                <Input
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...websiteField}
                  onBlur={(event) => {
                    // People type "www.example.com"; the address needs its scheme to be valid.
                    const value = event.target.value.trim();
                    if (value && !/^[a-z][a-z\d+.-]*:/i.test(value)) {
                      form.setValue("website", `https://${value}`, {
                        shouldDirty: true,
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }
                    return websiteField.onBlur(event);
                  }}
                />
              </FormField>
            )}
            <div className="sm:col-span-2">
              <FormField label="Address" error={errors.address?.message}>
                <Input autoComplete="street-address" {...form.register("address")} />
              </FormField>
            </div>
            <div className="sm:col-span-2">
              <FormField
                label="Description"
                hint={
                  isSupplier
                    ? "Tell organizers what you offer, where and what makes you different."
                    : "A few words about you and the events you plan."
                }
                error={errors.description?.message}
              >
                <Textarea rows={5} {...form.register("description")} />
              </FormField>
            </div>
          </div>

          {isSupplier && (
            <div className="space-y-6 border-t border-slate-200 pt-6">
              <h3 className="text-base font-semibold text-slate-900">Where and what you offer</h3>
              <div className="space-y-2">
                <LocationInput
                  label="Base location"
                  value={placeName}
                  onSelect={(place) => {
                    setPlaceName(place.displayName);
                    form.setValue("latitude", place.latitude, { shouldDirty: true });
                    form.setValue("longitude", place.longitude, { shouldDirty: true });
                  }}
                  onClear={() => {
                    setPlaceName("");
                    form.setValue("latitude", null, { shouldDirty: true });
                    form.setValue("longitude", null, { shouldDirty: true });
                  }}
                />
                <p className="flex items-center gap-1.5 text-xs text-slate-600">
                  {latitude !== null && latitude !== undefined ? (
                    <>
                      <CircleCheck className="size-3.5 text-green-700" aria-hidden="true" />
                      Location set. Your service area is measured from here.
                    </>
                  ) : (
                    <>
                      <MapPinOff className="size-3.5" aria-hidden="true" />
                      No location set: pick your town or city so nearby organizers can find you.
                    </>
                  )}
                </p>
              </div>
              <Controller
                control={form.control}
                name="serviceArea"
                render={({ field }) => {
                  const km = field.value ?? SERVICE_AREA_DEFAULT_KM;
                  return (
                    <div>
                      <div className="flex items-center justify-between text-sm font-medium text-slate-800">
                        <span>Service area</span>
                        <span>{km} km</span>
                      </div>
                      <Slider
                        label="Service area"
                        value={km}
                        onValueChange={field.onChange}
                        min={SERVICE_AREA_MIN_KM}
                        max={SERVICE_AREA_MAX_KM}
                        step={5}
                        valueText={(value) => `${value} km`}
                      />
                      <p className="text-xs text-slate-600">
                        How far you will travel for an event.
                      </p>
                    </div>
                  );
                }}
              />
              <FormField
                label="Starting from (£)"
                hint="Your lowest price in pounds, shown on your card as “Starting at £…”. Without it, cards show your lowest equipment or service price."
                error={errors.priceRange?.message}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="For example 250"
                  className="max-w-48"
                  {...form.register("priceRange")}
                />
              </FormField>
              <Controller
                control={form.control}
                name="categories"
                render={({ field }) => (
                  <CategoryChips
                    hint="Choose every kind of service you offer; you will see event requests in these categories."
                    value={field.value ?? []}
                    onChange={(next) => field.onChange(next.filter(isCategoryKey))}
                    disabled={isSaving}
                  />
                )}
              />
            </div>
          )}

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onDone} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
