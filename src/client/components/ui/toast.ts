export { type ToastOptions, toast } from "./toast-store";
