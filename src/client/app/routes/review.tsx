import { Spinner } from "../../components/ui/spinner";

export function ReviewRoute() {
  return <Spinner />;
}
