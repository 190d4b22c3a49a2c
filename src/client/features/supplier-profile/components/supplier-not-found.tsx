import { NotFoundView } from "#client/components/not-found-view";
import { paths } from "#client/lib/paths";

export function SupplierNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <NotFoundView
      title="Supplier Not Found"
      thing="supplier"
      back={{ to: paths.suppliers, label: "Browse suppliers" }}
      onRetry={onRetry}
    />
  );
}
