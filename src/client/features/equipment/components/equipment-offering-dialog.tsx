import { useEffect, useId, useState } from "react";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { ToggleSwitch } from "#client/components/ui/toggle-switch";
import { useSaveOffering } from "#client/features/equipment/api/save-offering";
import { messageOf } from "#client/lib/api-client";
import type { EquipmentOffering, EquipmentOfferingBody } from "#shared/contracts/equipment";
import { CATEGORIES } from "#shared/domain/categories";

interface Draft {
  title: string;
  category: string;
  description: string;
  price: string;
  available: boolean;
}

const EMPTY_DRAFT: Draft = { title: "", category: "", description: "", price: "", available: true };

function draftFrom(offering: EquipmentOffering | null): Draft {
  if (!offering) return EMPTY_DRAFT;
  return {
    title: offering.title,
    category: offering.category,
    description: offering.description,
    price: offering.price ?? offering.priceRange ?? "",
    available: offering.available,
  };
}

interface EquipmentOfferingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offering being edited, or null to add a new one. */
  offering: EquipmentOffering | null;
}

export function EquipmentOfferingDialog({
  open,
  onOpenChange,
  offering,
}: EquipmentOfferingDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(offering));
  const save = useSaveOffering();
  useEffect(() => {
    if (open) setDraft(draftFrom(offering));
  }, [open, offering]);

  const isComplete =
    draft.title.trim() !== "" && draft.category !== "" && draft.description.trim() !== "";
  const change = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = () => {
    if (!isComplete || save.isPending) return;
    const body: EquipmentOfferingBody = {
      title: draft.title.trim(),
      category: draft.category,
      description: draft.description.trim(),
      price: draft.price.trim() || null,
      image: [],
      available: draft.available,
    };
    save.mutate(
      { id: offering?.id, body },
      {
        onSuccess() {
          toast({
            title: offering ? "Offering updated" : "Offering added",
            description: `"${body.title}" is saved.`,
            variant: "success",
          });
          onOpenChange(false);
        },
        onError(error) {
          toast({
            title: "Error",
            description: messageOf(error, "Failed to save equipment offering. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!save.isPending) onOpenChange(next);
      }}
      title={offering ? "Edit offering" : "Add equipment or service"}
      description="Tell organizers what you can provide. Title, category and description are required."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!isComplete || save.isPending}>
            {save.isPending ? "Saving..." : offering ? "Save changes" : "Add offering"}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField label="Title" required>
          <Input
            value={draft.title}
            maxLength={120}
            placeholder="e.g. Photo booth with props"
            onChange={(event) => change("title", event.target.value)}
          />
        </FormField>
        <FormField label="Category" required>
          <Select
            value={draft.category}
            onChange={(event) => change("category", event.target.value)}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Description" required>
          <Textarea
            value={draft.description}
            maxLength={2000}
            rows={4}
            placeholder="What is included, how it works, any requirements"
            onChange={(event) => change("description", event.target.value)}
          />
        </FormField>
        <FormField label="Price range" hint="Optional. For example £250 per day or £15 per head.">
          <Input
            value={draft.price}
            maxLength={60}
            onChange={(event) => change("price", event.target.value)}
          />
        </FormField>
        <ToggleSwitch
          label="Available to book"
          description="Turn off to show the offering as currently unavailable."
          checked={draft.available}
          onCheckedChange={(checked) => change("available", checked)}
        />
      </form>
    </Dialog>
  );
}
