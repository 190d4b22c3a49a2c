import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import type { TestCardDetails } from "#shared/contracts/payments";

export type TestCardValues = z.input<typeof TestCardDetails>;
export type TestCardOutput = z.output<typeof TestCardDetails>;

export const EMPTY_TEST_CARD: TestCardValues = { name: "", cardNumber: "", expiry: "", cvc: "" };

/** "4242424242424242" as "4242 4242 4242 4242", the way it is printed on a card. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Digits typed into the expiry box, with the slash put in after the month. */
function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, so backspace is not stuck.
  if (previous.endsWith("/") && value.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The test provider's card details (name, number, expiry, CVC), for every form that pays with it:
 * a plan and a booking's deposit. The number is grouped and the expiry's slash put in as typed.
 */
export function TestCardFields({
  form,
}: {
  form: UseFormReturn<TestCardValues, unknown, TestCardOutput>;
}) {
  const { errors } = form.formState;
  const cardNumber = form.register("cardNumber");
  const expiry = form.register("expiry");
  return (
    <>
      <FormField label="Name on card" error={errors.name?.message} required>
        <Input autoComplete="cc-name" maxLength={100} {...form.register("name")} />
      </FormField>
      <FormField label="Card number" error={errors.cardNumber?.message} required>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          {...cardNumber}
          onChange={(event) => {
            event.target.value = groupCardNumber(event.target.value);
            return cardNumber.onChange(event);
          }}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry?.message} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
            {...expiry}
            onChange={(event) => {
              event.target.value = formatExpiry(event.target.value, form.getValues("expiry"));
              return expiry.onChange(event);
            }}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc?.message} required>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...form.register("cvc")}
          />
        </FormField>
      </div>
    </>
  );
}
