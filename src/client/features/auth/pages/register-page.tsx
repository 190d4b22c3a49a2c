import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, CalendarHeart } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Button } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { toast } from "#client/components/ui/toast";
import { useRegister } from "#client/features/auth/api/auth-mutations";
import { AuthLayout } from "#client/features/auth/components/auth-layout";
import { messageOf } from "#client/lib/api-client";
import { cn } from "#client/lib/cn";
import { paths } from "#client/lib/paths";
import { RegisterBody, type RegisterInput } from "#shared/contracts/auth";

type RegisterForm = z.input<typeof RegisterBody>;

const FIELD_ORDER = ["name", "email", "username", "password", "companyName"] as const;

const roles = [
  {
    value: "organizer",
    label: "I'm planning an event",
    hint: "Post requests and compare quotes, free",
    icon: CalendarHeart,
  },
  {
    value: "supplier",
    label: "I'm an event supplier",
    hint: "Get found and send quotes",
    icon: Building2,
  },
] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  // Links for suppliers (such as the plans page's) open the form with the supplier role chosen.
  const [search] = useSearchParams();
  const form = useForm<RegisterForm, unknown, RegisterInput>({
    resolver: zodResolver(RegisterBody),
    defaultValues: {
      name: "",
      email: "",
      username: "",
      password: "",
      role: search.get("role") === "supplier" ? "supplier" : "organizer",
      companyName: "",
    },
  });
  const { errors } = form.formState;
  const role = form.watch("role");

  const onInvalid = (fieldErrors: FieldErrors<RegisterForm>) => {
    const first = FIELD_ORDER.map((field) => fieldErrors[field]?.message).find(Boolean);
    toast({
      title: "Error",
      description: first ?? "Please fill in all required fields",
      variant: "destructive",
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    const payload =
      values.role === "supplier"
        ? { ...values, categories: [] }
        : {
            name: values.name,
            email: values.email,
            username: values.username,
            password: values.password,
            role: values.role,
          };
    register.mutate(payload, {
      onSuccess(user) {
        toast({
          title: "Registration successful",
          description: `Welcome to EventEazy, ${user.name}! Your account is ready.`,
          variant: "success",
        });
        navigate(user.role === "supplier" ? paths.plans : paths.dashboard, { replace: true });
      },
      onError(error) {
        toast({
          title: "Registration failed",
          description: messageOf(error, "Failed to create account"),
          variant: "destructive",
        });
      },
    });
  }, onInvalid);

  return (
    <AuthLayout title="Create your account" subtitle="Join EventEazy. It takes less than a minute.">
      <Card className="p-6 sm:p-8">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">I want to join as</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {roles.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                    role === option.value
                      ? "border-brand-600 bg-brand-50"
                      : "border-slate-300 hover:bg-slate-50",
                  )}
                >
                  <input
                    type="radio"
                    value={option.value}
                    className="sr-only"
                    {...form.register("role")}
                  />
                  <option.icon className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block text-sm font-semibold">{option.label}</span>
                    <span className="block text-xs text-slate-600">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label="Full Name" error={errors.name?.message} required>
            <Input autoComplete="name" {...form.register("name")} />
          </FormField>
          {role === "supplier" && (
            <FormField label="Company Name" error={errors.companyName?.message} required>
              <Input autoComplete="organization" {...form.register("companyName")} />
            </FormField>
          )}
          <FormField label="Email Address" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <FormField
            label="Username"
            error={errors.username?.message}
            hint="3–30 letters, numbers, _ or -"
            required
          >
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("username")}
            />
          </FormField>
          <FormField
            label="Password"
            error={errors.password?.message}
            hint="At least 6 characters"
            required
          >
            <Input type="password" autoComplete="new-password" {...form.register("password")} />
          </FormField>
          <Button type="submit" variant="accent" className="w-full" disabled={register.isPending}>
            {register.isPending ? "Creating account..." : "Create Account"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already have an account?{" "}
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </p>
      </Card>
    </AuthLayout>
  );
}
