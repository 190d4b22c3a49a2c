import { Spinner } from "../../components/ui/spinner";

// Filled in by the request pages: /create-request, /my-requests, /request/{id}.
export function CreateRequestRoute() {
  return <Spinner />;
}
export function MyRequestsRoute() {
  return <Spinner />;
}
export function RequestDetailRoute() {
  return <Spinner />;
}
