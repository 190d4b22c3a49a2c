import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { FormField } from "#client/components/ui/form-field";
import { Input, Select, Textarea } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useCreateCoupon } from "#client/features/admin/api/coupons";
import { formatDiscount } from "#client/features/admin/lib/coupon-format";
import { ApiError, messageOf } from "#client/lib/api-client";
import {
  COUPON_DESCRIPTION_MAX_LENGTH,
  type CouponView,
  CreateCouponBody,
  type DiscountType,
} from "#shared/contracts/coupons";
import { COUPON_CODE_MAX_LENGTH } from "#shared/domain/limits";

interface CouponForm {
  code: string;
  discountType: DiscountType;
  /** Percent, or pounds for a fixed discount (the API counts pence). */
  amount: string;
  description: string;
  maxUses: string;
  validFrom: string;
  validUntil: string;
}

const EMPTY_FORM: CouponForm = {
  code: "",
  discountType: "percent",
  amount: "",
  description: "",
  maxUses: "",
  validFrom: "",
  validUntil: "",
};

/** Which form field shows an error the contract reports for a body field. */
const FIELD_OF: Record<string, keyof CouponForm> = {
  code: "code",
  discountType: "discountType",
  discountValue: "amount",
  description: "description",
  maxUses: "maxUses",
  validFrom: "validFrom",
  validUntil: "validUntil",
};

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

/** A day picked in the form covers that whole day where the admin is. */
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);

/** The form read as the API's body; the contract then decides whether it is acceptable. */
function toBody(values: CouponForm): Record<string, unknown> {
  const amount = numberOrUndefined(values.amount);
  return {
    code: values.code,
    discountType: values.discountType,
    discountValue:
      amount === undefined || values.discountType === "percent" ? amount : Math.round(amount * 100),
    description: values.description,
    maxUses: numberOrUndefined(values.maxUses) ?? null,
    validFrom: startOfDay(values.validFrom),
    validUntil: endOfDay(values.validUntil),
  };
}

interface NewCouponDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function NewCouponDialog({ open, onOpenChange }: NewCouponDialogProps) {
  const formId = useId();
  const create = useCreateCoupon();
  const form = useForm<CouponForm>({ defaultValues: EMPTY_FORM });
  const { errors } = form.formState;
  const discountType = form.watch("discountType");

  useEffect(() => {
    if (open) form.reset(EMPTY_FORM);
  }, [open, form]);

  const showErrors = (fieldErrors: Record<string, string[] | undefined>) => {
    for (const [field, messages] of Object.entries(fieldErrors)) {
      const target = FIELD_OF[field];
      if (target && messages?.[0]) form.setError(target, { message: messages[0] });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    // The contract's own rules, checked here first so mistakes show beside their fields at once.
    const checked = CreateCouponBody.safeParse(toBody(values));
    if (!checked.success) {
      showErrors(z.flattenError(checked.error).fieldErrors);
      return;
    }
    const { validFrom, validUntil, ...coupon } = checked.data;
    const body = {
      ...coupon,
      validFrom: validFrom?.toISOString() ?? null,
      validUntil: validUntil?.toISOString() ?? null,
    };
    create.mutate(body, {
      onSuccess(coupon: CouponView) {
        toast({
          title: "Coupon created",
          description: `${coupon.code} gives ${formatDiscount(coupon)} the Standard plan.`,
          variant: "success",
        });
        onOpenChange(false);
      },
      onError(error) {
        if (error instanceof ApiError && error.status === 409)
          form.setError("code", { message: error.serverMessage });
        else if (error instanceof ApiError && error.fieldErrors) showErrors(error.fieldErrors);
        toast({
          title: "Error",
          description: messageOf(error, "Could not create the coupon. Please try again."),
          variant: "destructive",
        });
      },
    });
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
      title="New coupon"
      description="Suppliers enter the code on the Plans page. Codes are not case-sensitive."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create coupon"}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-5" onSubmit={onSubmit}>
        <FormField
          label="Code"
          required
          hint="Letters, digits, hyphens and underscores; kept in capitals."
          error={errors.code?.message}
        >
          <Input
            autoComplete="off"
            className="uppercase"
            maxLength={COUPON_CODE_MAX_LENGTH}
            placeholder="SPRING20"
            {...form.register("code")}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Discount type" required error={errors.discountType?.message}>
            <Select {...form.register("discountType")}>
              <option value="percent">Percent off</option>
              <option value="fixed">Fixed amount off</option>
            </Select>
          </FormField>
          <FormField
            label={discountType === "percent" ? "Percent off" : "Amount off (£)"}
            required
            hint={discountType === "percent" ? "1 to 100" : "Up to £200"}
            error={errors.amount?.message}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={discountType === "percent" ? 1 : 0.01}
              max={discountType === "percent" ? 100 : 200}
              step={discountType === "percent" ? 1 : 0.01}
              {...form.register("amount")}
            />
          </FormField>
        </div>
        <FormField label="Description" hint="For admins only." error={errors.description?.message}>
          <Textarea
            rows={2}
            maxLength={COUPON_DESCRIPTION_MAX_LENGTH}
            {...form.register("description")}
          />
        </FormField>
        <FormField
          label="Maximum uses"
          hint="Leave empty for no limit. Each supplier can use a coupon once."
          error={errors.maxUses?.message}
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("maxUses")} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Valid from" hint="Optional" error={errors.validFrom?.message}>
            <Input type="date" {...form.register("validFrom")} />
          </FormField>
          <FormField
            label="Valid until"
            hint="Optional; the whole day counts"
            error={errors.validUntil?.message}
          >
            <Input type="date" {...form.register("validUntil")} />
          </FormField>
        </div>
      </form>
    </Dialog>
  );
}
